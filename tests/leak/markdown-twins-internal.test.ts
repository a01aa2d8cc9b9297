import {describeTwins} from './markdownTwins';

// The Markdown twins of build/internal (tests/leak/markdownTwins.ts), beside build/live's in another jest worker.
jest.setTimeout(300_000);

describeTwins('internal');

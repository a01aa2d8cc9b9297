import {removeTempTrees} from './tempTree';

// Each test file's temporary folders go with it: CI machines and writers' /tmp otherwise keep them.
afterAll(removeTempTrees);

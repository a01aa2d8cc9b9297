import util from 'node:util';
import {EventApiError} from '../../lib/asyncapi/load';
import {LintSetupError} from '../../lib/lint/lint';
import {RuleError} from '../../lib/lint/rules';
import {SpecInputError} from '../../lib/openapi/load';
import {TwinSourceError} from '../../lib/twins/docs';
import {FrontMatterError} from '../../plugins/front-matter';

// The dev server prints a failed reload with console.error: a writer's error must read as its
// message, not as the frames of our code under it.

const MESSAGE = 'specs/deals.yaml:938: invalid YAML: deficient indentation. Fix the syntax there.';

describe("a writer's error", () => {
  it.each([SpecInputError, EventApiError, LintSetupError, RuleError, TwinSourceError, FrontMatterError])('%p prints as its name and message alone', (Kind) => {
    const error = new Kind(MESSAGE);
    expect(error).toBeInstanceOf(Error);
    expect(util.inspect(error)).toBe(`${Kind.name}: ${MESSAGE}`);
  });

  it('stays a SpecInputError when it is an event API document’s', () => {
    expect(new EventApiError(MESSAGE)).toBeInstanceOf(SpecInputError);
  });
});

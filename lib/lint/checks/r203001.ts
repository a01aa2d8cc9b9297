/** The check of R203001, whose rule page is guidelines/rules/event/concepts/r203001.md. */
import {childPointer} from '../../shared/pointer';
import type {GuidelineCheck} from './shared';

/** `domain.entity.event`, each part lower case, multi-word parts in kebab-case. */
const PART = '[a-z][a-z0-9]*(?:-[a-z0-9]+)*';
const EVENT_TYPE = new RegExp(`^${PART}\\.${PART}\\.${PART}$`);

/** Past participles that do not end in -ed; a verb in the past tense otherwise ends in -ed. */
const IRREGULAR_PAST = new Set(
  'arisen awoken been begun bent bound bought brought built burnt caught chosen come cut dealt done drawn driven eaten fallen felt fought found frozen given gone grown held hidden hit hung kept known laid led left lent let lit lost made meant met overridden paid put quit read rebuilt redone reset resent ridden risen run said seen sent set shown shut sold spent split spun stolen struck stuck sung sunk taken taught thrown told understood undone upheld won withdrawn withheld written'.split(
    ' ',
  ),
);

/** The rule's own example of a name that says nothing a consumer can act on. */
const MEANINGLESS = new Set(['updated', 'modified']);

/** The particle of a phrasal verb (`charged-back`, `handed-over`, `sold-out`): the verb is the word before it. */
const PARTICLES = new Set(['away', 'back', 'down', 'in', 'off', 'on', 'out', 'over', 'up']);

const isPastTense = (word: string): boolean => /[a-z]ed$/.test(word) || IRREGULAR_PAST.has(word);

/** The verb of an event part: its last word, or the word before a phrasal verb's particle. */
function verbOf(event: string): string {
  const words = event.split('-');
  return words.length > 1 && PARTICLES.has(words.at(-1)!) ? words.at(-2)! : words.at(-1)!;
}

export const r203001: GuidelineCheck = {
  checks:
    "Every message's `name` (its event type) is `domain.entity.event` in lower case with kebab-case parts, and the event ends with a verb in the past tense (`placed`, `price-changed`, `sent`), not a generic `updated`.",
  event(context) {
    for (const message of context.messages) {
      const pointer = message.name === undefined ? message.pointer : childPointer(message.pointer, 'name');
      const name = message.name;
      if (name === undefined) {
        context.report(pointer, `Message \`${message.id}\` has no \`name\`: give its event type, such as \`orders.order.placed\`.`);
        continue;
      }
      if (!EVENT_TYPE.test(name)) {
        context.report(
          pointer,
          `The event type \`${name}\` is not \`domain.entity.event\`: name it with three lower-case parts, such as \`orders.order.placed\`.`,
        );
        continue;
      }
      const event = name.split('.')[2]!;
      const verb = verbOf(event);
      if (MEANINGLESS.has(event)) {
        context.report(
          pointer,
          `The event type \`${name}\` says only that something changed: name the business fact (\`…cancelled\`, \`…address-corrected\`), or \`changed\` for an event that carries the complete state.`,
        );
      } else if (!isPastTense(verb)) {
        context.report(
          pointer,
          `The event type \`${name}\` does not end with a verb in the past tense: name the fact that happened, such as \`${name.replace(verb, `${verb}${verb.endsWith('e') ? 'd' : 'ed'}`)}\`.`,
        );
      }
    }
  },
};

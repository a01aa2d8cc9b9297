/** The check of R201003, whose rule page is guidelines/rules/event/contract/r201003.md. */
import {isObject} from '../../shared/guards';
import {childPointer} from '../../shared/pointer';
import type {GuidelineCheck} from './shared';
import {messageLabel} from './events';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const present = (value: unknown): boolean => typeof value === 'string' && value.trim() !== '';

export const r201003: GuidelineCheck = {
  checks:
    'The document names its owning team and mailbox (`info.contact.name` and `info.contact.email`), and every `x-owner` of a message has a `team` and an `email`.',
  event(context) {
    const info = isObject(context.document.info) ? context.document.info : undefined;
    const contact = info && isObject(info.contact) ? info.contact : undefined;
    if (!contact) {
      context.report(info ? '#/info' : '#', 'The document names no owner: add `info.contact` with the owning team (`name`) and its mailbox (`email`).');
    } else {
      if (!present(contact.name)) {
        context.report('#/info/contact', 'The contact names no team: add `info.contact.name`, the team that owns the event types.');
      }
      if (!present(contact.email) || !EMAIL.test(String(contact.email))) {
        context.report('#/info/contact', 'The contact has no mailbox: add `info.contact.email`, an address consumers can write to about changes.');
      }
    }
    for (const message of context.messages) {
      const owner = message.node['x-owner'];
      if (owner === undefined) {
        continue;
      }
      const pointer = childPointer(message.pointer, 'x-owner');
      if (!isObject(owner) || !present(owner.team) || !present(owner.email) || !EMAIL.test(String(owner.email))) {
        context.report(pointer, `The \`x-owner\` of ${messageLabel(message)} needs a \`team\` and an \`email\`: name the owning team and its mailbox.`);
      }
    }
  },
};

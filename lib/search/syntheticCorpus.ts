/**
 * A deterministic synthetic portal for size budgets: pages with headings, guideline rules,
 * API operations and schema profiles, in docs-like English with some German product words.
 * Seeded, so every run (and every machine) measures the same index.
 */
import type {SearchDocument} from './types';

const COMMON = (
  'the a to of and in is for with that be on as by this it are an or from your you can when not each must should use ' +
  'returns request response client server resource collection field value header status error page link order customer ' +
  'product price basket checkout payment delivery address token scope version operation endpoint parameter query path ' +
  'body property object array string number boolean date time limit cursor next previous item items list create update ' +
  'delete read write change send receive retry timeout rate event message schema profile type format example default ' +
  'required optional deprecated preview stable release change log id name description title state new old first last'
).split(' ');

const TECHNICAL = (
  'pagination idempotency authentication authorization versioning deprecation hypermedia serialization validation ' +
  'correlation throttling caching compression encoding negotiation representation relation embedding filtering sorting ' +
  'projection localisation currency amount discount voucher shipment parcel tracking warehouse inventory catalogue ' +
  'variant attribute category brand review rating wishlist loyalty reward subscription notification webhook callback ' +
  'signature certificate credential secret sandbox staging production gateway backend upstream downstream consumer ' +
  'provider contract specification guideline principle compatibility migration changelog sunset lifecycle governance ' +
  'observability monitoring alerting latency throughput availability resilience fallback circuit breaker bulkhead ' +
  'concurrency consistency transaction reservation allocation fulfilment invoice refund cancellation return exchange'
).split(' ');

const GERMAN = (
  'Gutschein Größe Lieferung Rücksendung Bestellung Warenkorb Rechnung Treuepunkte Kundenkonto Zahlungsart ' +
  'Versandkosten Lieferzeit Größentabelle Gutscheinwert Rabattaktion Abholstation Packstation Kaufbestätigung'
).split(' ');

const VERBS = ['get', 'list', 'create', 'update', 'delete', 'cancel', 'search', 'replace', 'confirm', 'redeem'];
const NOUNS = [
  'Order',
  'Customer',
  'Product',
  'Checkout',
  'Voucher',
  'Parcel',
  'Invoice',
  'Return',
  'Review',
  'Wishlist',
  'Address',
  'Payment',
  'Subscription',
  'Reservation',
  'Category',
];
const MODULES = ['rest', 'guidelines', 'gateway', 'support', 'wiki'];
const SYLLABLES = ['ka', 'lo', 'mi', 'ra', 'ven', 'tor', 'sel', 'dun', 'fa', 'bri', 'gus', 'hel', 'nor', 'pex', 'quin', 'sto', 'tal', 'wex'];

/** mulberry32: small, fast and good enough to pick words. */
function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface SyntheticCorpusOptions {
  documents?: number;
  seed?: number;
}

export function syntheticCorpus({documents = 5000, seed = 11}: SyntheticCorpusOptions = {}): SearchDocument[] {
  const random = prng(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  // Rare words (made-up names, as real docs have product and system names) make the vocabulary long-tailed.
  const rare = Array.from({length: 3000}, () => Array.from({length: 2 + Math.floor(random() * 2)}, () => pick(SYLLABLES)).join(''));
  const word = (): string => {
    const roll = random();
    return roll < 0.6 ? pick(COMMON) : roll < 0.85 ? pick(TECHNICAL) : roll < 0.9 ? pick(GERMAN) : pick(rare);
  };
  const sentence = (): string => {
    const words = Array.from({length: 6 + Math.floor(random() * 12)}, word);
    return `${words.join(' ').replace(/^./, (first) => first.toUpperCase())}.`;
  };
  const paragraph = (sentences: number): string => Array.from({length: sentences}, sentence).join(' ');
  const title = (): string =>
    Array.from({length: 1 + Math.floor(random() * 3)}, () => pick(TECHNICAL))
      .join(' ')
      .replace(/^./, (first) => first.toUpperCase());

  const docs: SearchDocument[] = [];
  const add = (doc: SearchDocument) => {
    if (docs.length < documents) {
      docs.push(doc);
    }
  };
  for (let n = 0; docs.length < documents; n += 1) {
    const roll = random();
    if (roll < 0.16) {
      const id = `R${100 + Math.floor(n / 100)}${String(n % 1000).padStart(3, '0')}`;
      add({
        id: `rule-${n}`,
        path: `/guidelines/${id.toLowerCase()}`,
        title: `${id}: ${title()}`,
        module: 'guidelines',
        kind: 'rule',
        text: paragraph(3),
        keywords: [id],
      });
    } else if (roll < 0.3) {
      const operationId = `${pick(VERBS)}${pick(NOUNS)}${n}`;
      const resource = `/${pick(NOUNS).toLowerCase()}s/{id}`;
      add({
        id: `op-${n}`,
        path: `/reference/specs/spec-${n % 40}/operations/${operationId}`,
        title: `${title()} ${n}`,
        module: 'rest',
        kind: 'operation',
        text: paragraph(2),
        keywords: [operationId, `GET ${resource}`],
      });
    } else if (roll < 0.33) {
      const name = `${pick(NOUNS)}Profile${n}`;
      add({id: `profile-${n}`, path: `/profiles/spec-${n % 40}/${name}`, title: name, module: 'rest', kind: 'profile', text: paragraph(2), keywords: [name]});
    } else {
      const module = pick(MODULES);
      const path = `/${module}/topic-${n % 50}/page-${n}`;
      add({id: `page-${n}`, path, title: title(), module, kind: 'page', text: paragraph(3)});
      const headings = 1 + Math.floor(random() * 3);
      for (let h = 0; h < headings; h += 1) {
        const heading = title();
        add({
          id: `page-${n}-h${h}`,
          path: `${path}#${heading.toLowerCase().replace(/\s+/g, '-')}-${h}`,
          title: heading,
          module,
          kind: 'heading',
          text: paragraph(2 + Math.floor(random() * 3)),
        });
      }
    }
  }
  return docs;
}

// github-slugger 1.x ships no types; this is the part of its API the portal uses (lib/search/twinDocuments.ts).
declare module 'github-slugger' {
  export default class GithubSlugger {
    /** The slug of a heading, unique within this slugger: a repeat gets "-1", "-2", ... */
    slug(value: string, maintainCase?: boolean): string;
    reset(): void;
  }
}

/**
 * A problem in what a writer wrote (a spec, a rule, a page's front matter): the message names the
 * file, the line where known and what to fix. It prints without stack frames: the dev server
 * prints a failed reload whole (`console.error`), and the frames of our code would bury the one
 * line a writer needs. `npm run build` drops frames anyway (scripts/build.mjs).
 */
export class WriterError extends Error {
  constructor(message?: string, options?: ErrorOptions) {
    super(message, options);
    this.name = new.target.name;
    this.stack = `${this.name}: ${this.message}`;
  }

  // How Node's console prints it (the symbol, not node:util: lib/ is also bundled for the browser).
  [Symbol.for('nodejs.util.inspect.custom')](): string {
    return this.stack ?? this.message;
  }
}

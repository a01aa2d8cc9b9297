/** Where a spec's lint exceptions live: `orders.exceptions.yaml` beside `orders.yaml` (no dependencies, so any reader of specs/ can tell). */

export function exceptionsFileOf(specFile: string): string {
  return specFile.replace(/\.(ya?ml|json)$/, '.exceptions.yaml');
}

export function isExceptionsFile(file: string): boolean {
  return file.endsWith('.exceptions.yaml');
}

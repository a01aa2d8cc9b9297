/**
 * Puts `aliases` ahead of those a bundler configuration already has, in a plugin's
 * configureWebpack: the resolver tries aliases in order, and Docusaurus' own (`@generated`,
 * `@docusaurus`) would otherwise match first.
 */
export function aliasesAhead(config: {resolve?: {alias?: unknown}}, aliases: Record<string, string>): void {
  config.resolve = {...config.resolve, alias: {...aliases, ...(config.resolve?.alias as Record<string, string>)}};
}

/**
 * A stand-in for one file, `file` its resolved path: matched as it is and without its `.js`, as a
 * package's own modules import each other relatively, mostly without the extension.
 */
export function fileAliases(file: string, standIn: string): Record<string, string> {
  return {[`${file.replace(/\.js$/, '')}$`]: standIn, [`${file}$`]: standIn};
}

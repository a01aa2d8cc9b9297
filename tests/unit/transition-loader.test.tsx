/**
 * The loader that sets in a transition what Docusaurus' browser code sets from effects as a page
 * hydrates (plugins/client-bundle/transitionLoader.cjs): it rewrites the installed modules, fails
 * the build when an upgrade changed the code it rewrites, and the rewritten code block hook still
 * measures and toggles as theme-common's. A patch listed in DOCUSAURUS_PATCHES.md.
 */
import fs from 'node:fs';
import path from 'node:path';
import React from 'react';
import {act, render} from '@testing-library/react';
import ts from 'typescript';
import {TRANSITION_MODULES, withTransitions} from '../../plugins/client-bundle/transitionLoader.cjs';

const DOCUSAURUS = path.join(__dirname, '..', '..', 'node_modules', '@docusaurus');

/** What the bundler's aliases give Docusaurus' modules, which jest does not resolve. */
const ALIASES: Record<string, unknown> = {'@docusaurus/useIsomorphicLayoutEffect': {__esModule: true, default: React.useLayoutEffect}};

/**
 * An installed ES module of Docusaurus as the browser build gets it (rewritten where the loader
 * rewrites it), run as CommonJS; its relative imports the same way, the packages from node_modules.
 */
function load(file: string): Record<string, unknown> {
  const source = fs.readFileSync(file, 'utf8');
  const suffix = TRANSITION_MODULES.find((module) => file.replace(/\\/g, '/').endsWith(module));
  const {outputText} = ts.transpileModule(suffix ? withTransitions(source, file) : source, {
    compilerOptions: {module: ts.ModuleKind.CommonJS, jsx: ts.JsxEmit.React},
  });
  const module = {exports: {}};
  const requireFrom = (request: string) =>
    request.startsWith('.') ? load(`${path.resolve(path.dirname(file), request)}.js`) : (ALIASES[request] ?? jest.requireActual<object>(request));
  new Function('require', 'module', 'exports', outputText)(requireFrom, module, module.exports);
  return module.exports;
}

describe('transitionLoader (plugins/client-bundle)', () => {
  it('rewrites each module it lists into one that starts a transition', () => {
    for (const module of TRANSITION_MODULES) {
      const file = path.join(DOCUSAURUS, module);
      const source = fs.readFileSync(file, 'utf8');
      expect(source).not.toContain('startTransition(');
      expect(withTransitions(source, file)).toContain('startTransition(');
    }
  });

  it('fails the build, naming itself, when an upgrade changed the code it rewrites', () => {
    const file = path.join(DOCUSAURUS, 'theme-common/lib/hooks/useCodeWordWrap.js');
    expect(() => withTransitions('export function useCodeWordWrap() {}', file)).toThrow(
      /transitionLoader\.cjs: .*useCodeWordWrap\.js no longer has the code it rewrites/,
    );
  });
});

describe("theme-common's useCodeWordWrap as the browser build has it", () => {
  const {useCodeWordWrap} = load(path.join(DOCUSAURUS, 'theme-common/lib/hooks/useCodeWordWrap.js')) as {
    useCodeWordWrap: () => {codeBlockRef: React.RefObject<HTMLPreElement>; isEnabled: boolean; isCodeScrollable: boolean; toggle: () => void};
  };
  let seen: ReturnType<typeof useCodeWordWrap>;

  function Block(): React.ReactNode {
    seen = useCodeWordWrap();
    return (
      <pre ref={seen.codeBlockRef}>
        <code>const a = 1;</code>
      </pre>
    );
  }

  it('measures as the block mounts in a transition, then as theme-common does', async () => {
    const widths = {scroll: 800, client: 300};
    const scrollWidth = jest.spyOn(Element.prototype, 'scrollWidth', 'get').mockImplementation(() => widths.scroll);
    const clientWidth = jest.spyOn(Element.prototype, 'clientWidth', 'get').mockImplementation(() => widths.client);
    const startTransition = jest.spyOn(React, 'startTransition');
    try {
      const {container} = render(<Block />);
      await act(async () => {});
      // Whether the code scrolls, and the hidden tab panel around it (none).
      expect(startTransition).toHaveBeenCalledTimes(2);
      expect(seen.isCodeScrollable).toBe(true);
      // A resize measures at once.
      widths.scroll = 200;
      act(() => {
        window.dispatchEvent(new Event('resize'));
      });
      expect(seen.isCodeScrollable).toBe(false);
      await act(async () => seen.toggle());
      expect(seen.isEnabled).toBe(true);
      // Wrapped code is styled, and counts as scrollable, so the button stays to unwrap it.
      expect(container.querySelector('code')!.style.whiteSpace).toBe('pre-wrap');
      expect(seen.isCodeScrollable).toBe(true);
      await act(async () => seen.toggle());
      expect(seen.isEnabled).toBe(false);
      expect(seen.isCodeScrollable).toBe(false);
    } finally {
      startTransition.mockRestore();
      scrollWidth.mockRestore();
      clientWidth.mockRestore();
    }
  });

  it('measures again when the hidden tab panel it is in is shown', async () => {
    const panel = document.createElement('div');
    panel.setAttribute('role', 'tabpanel');
    panel.hidden = true;
    document.body.append(panel);
    render(<Block />, {container: panel});
    await act(async () => {});
    expect(seen.isCodeScrollable).toBe(false);
    const pre = panel.querySelector('pre')!;
    Object.defineProperty(pre, 'scrollWidth', {configurable: true, value: 800});
    Object.defineProperty(pre, 'clientWidth', {configurable: true, value: 300});
    await act(async () => {
      panel.hidden = false;
      // MutationObserver's records come in a microtask.
      await Promise.resolve();
    });
    expect(seen.isCodeScrollable).toBe(true);
    panel.remove();
  });
});

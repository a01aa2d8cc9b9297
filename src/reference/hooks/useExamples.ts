import {useEffect, useMemo, useState} from 'react';
import {mergeSamples} from '../sampleTabs';
import {alternativesPointers, choicesByPointer, composeExample, type ComposedExample} from '../exampleChoice';
import type {SchemaNode} from '../../../lib/reference/schemaModel';
import type {CodeSample, MediaTypeView, RequestSamples} from '../../../lib/reference/types';
import {useAlternativeChoices} from './useAlternativeChoices';

export interface BodyExamples {
  /** The example the reader picked (the first by default). */
  selected: number;
  select: (index: number) => void;
  /** Its text with the options the reader chose in the viewer put in place. */
  shown: ComposedExample;
  /** Whether any option the reader chose changed the example. */
  composed: boolean;
}

/** A body's examples as the reader chose them: a named example, and the options picked in its schema viewer. */
export function useBodyExamples(media: MediaTypeView | undefined, root: SchemaNode | undefined): BodyExamples {
  const [selected, setSelected] = useState(0);
  const shared = useAlternativeChoices();
  const pointers = useMemo(() => (root ? alternativesPointers(root) : new Map<string, string>()), [root]);
  const choices = useMemo(() => choicesByPointer(pointers, shared?.choices ?? {}), [pointers, shared?.choices]);
  const examples = media?.examples ?? [];
  const index = Math.min(selected, Math.max(examples.length - 1, 0));
  const text = examples[index]?.value ?? '';
  const shown = useMemo(() => composeExample(text, media?.options, choices), [text, media?.options, choices]);
  return {selected: index, select: setSelected, shown, composed: shown.text !== text};
}

type SamplesState = {body: string; samples: CodeSample[]};

/**
 * The request samples for the body shown: the build's for a written example; for a body the
 * reader composed from options, generated in the browser by the same generators, loaded on demand
 * (the previous samples stay until they are there).
 */
export function useRequestSamples(samples: RequestSamples, example: number, body: BodyExamples | undefined): CodeSample[] {
  const built = samples.byExample[Math.min(example, samples.byExample.length - 1)] ?? [];
  const wanted = body?.composed ? body.shown.text : undefined;
  const [generated, setGenerated] = useState<SamplesState>();
  const {request} = samples;
  useEffect(() => {
    if (wanted === undefined || generated?.body === wanted) {
      return undefined;
    }
    let current = true;
    import(/* webpackChunkName: "code-samples" */ '../../../lib/reference/codeSamples').then(
      ({generateSamples}) => current && setGenerated({body: wanted, samples: generateSamples(request, wanted)}),
      // The build's samples stay: they still show the call, with the example's body.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [wanted, generated?.body, request]);
  const own = wanted !== undefined && generated ? generated.samples : built;
  return useMemo(() => mergeSamples(samples.custom, own), [samples.custom, own]);
}

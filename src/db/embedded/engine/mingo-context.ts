import { Context, ProcessingMode } from 'mingo/core';
import * as accumulatorOperators from 'mingo/operators/accumulator';
import * as expressionOperators from 'mingo/operators/expression';
import * as pipelineOperators from 'mingo/operators/pipeline';
import * as projectionOperators from 'mingo/operators/projection';
import * as queryOperators from 'mingo/operators/query';
import * as windowOperators from 'mingo/operators/window';
import type { Options } from 'mingo/types';
import { conversionOverrides } from './conversion-operators.js';
import { accumulatorOverrides, expressionOverrides, pipelineOverrides } from './expression-operators.js';
import { queryOverrides } from './query-operators.js';

/**
 * The one mingo context the engine uses: mingo's operators with ours layered on top (ours are
 * listed last so they win), and scripting ($where, $function, $accumulator) disabled.
 */
type OperatorTable = Record<string, unknown>;

function merge(defaults: object, overrides: object): OperatorTable {
  return { ...(defaults as OperatorTable), ...(overrides as OperatorTable) };
}

const context = Context.init({
  accumulator: merge(accumulatorOperators, accumulatorOverrides),
  expression: merge(expressionOperators, { ...expressionOverrides, ...conversionOverrides }),
  pipeline: merge(pipelineOperators, pipelineOverrides),
  projection: merge(projectionOperators, {}),
  query: merge(queryOperators, queryOverrides),
  window: merge(windowOperators, {}),
} as unknown as Parameters<typeof Context.init>[0]);

export function mingoOptions(extra: Partial<Options> = {}): Partial<Options> {
  return {
    context,
    scriptEnabled: false,
    useStrictMode: true,
    failOnError: true,
    processingMode: ProcessingMode.CLONE_OFF,
    ...extra,
  };
}

import type { ModelInfo } from '../../../core/chat/index.js';

/** One entry of `GET /v1/models`: the convention's snake_case fields plus our camelCase ones. */
export interface ModelView {
  id: string;
  object: 'model';
  created: number;
  owned_by: string;
  ownedBy: string;
  contextWindow: number;
}

export interface ModelListView {
  object: 'list';
  data: ModelView[];
}

export function presentModel(model: ModelInfo): ModelView {
  return {
    id: model.id,
    object: 'model',
    created: model.created,
    owned_by: model.ownedBy,
    ownedBy: model.ownedBy,
    contextWindow: model.contextWindow,
  };
}

/** The convention's list shape, so `client.models.list()` of OpenAI SDKs reads it. */
export function presentModelList(models: readonly ModelInfo[]): ModelListView {
  return { object: 'list', data: models.map(presentModel) };
}

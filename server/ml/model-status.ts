import type { MODEL_STATES } from '../../shared/schemas/health.js';

export type ModelState = (typeof MODEL_STATES)[number];

export interface ModelStatus {
  state: ModelState;
  detail?: string;
}

/** What /api/health reports about each model family, updated as pools warm up or fail. */
export class ModelStatusBoard {
  private readonly statuses = new Map<string, ModelStatus>();

  set(name: string, status: ModelStatus): void {
    this.statuses.set(name, status);
  }

  get(name: string): ModelStatus | undefined {
    return this.statuses.get(name);
  }

  snapshot(): Record<string, ModelStatus> {
    return Object.fromEntries(this.statuses);
  }
}

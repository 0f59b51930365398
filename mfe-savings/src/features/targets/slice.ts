// The target savings tab: `all_targets_in_one` (ongoing [1], completed [2]), creating and editing a target, its
// autosave switch, and Stop Plan.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AllTargetsInOneReply } from '@coop/api/contract';
import { failed, idle, started, succeeded, type Loadable, type MoneyIntent } from '@coop/shared';
import type { TargetBody } from './api';

export interface TargetsState {
  all: Loadable<AllTargetsInOneReply>;
  /** a create or edit is on its way */
  saving: boolean;
  /** counts the creates and edits that succeeded: an open dialog closes when it moves */
  savedCount: number;
  createIntent: MoneyIntent<TargetBody> | null;
  /** the target whose autosave switch is being changed */
  togglingId: number | null;
  /** the target being stopped */
  exitingId: number | null;
  exitIntent: MoneyIntent<{ id: number }> | null;
}

export const initialTargetsState: TargetsState = { all: idle(), saving: false, savedCount: 0, createIntent: null, togglingId: null, exitingId: null, exitIntent: null };

const targetsSlice = createSlice({
  name: 'savings/targets',
  initialState: initialTargetsState,
  reducers: {
    targetsRequested: (state) => started(state.all),
    targetsSucceeded: (state, action: PayloadAction<AllTargetsInOneReply>) => succeeded(state.all, action.payload),
    targetsFailed: (state, action: PayloadAction<string>) => failed(state.all, action.payload),

    /** `id` edits that target; without it a target is created */
    targetSaveRequested: (state, _action: PayloadAction<{ id?: number; body: TargetBody }>) => {
      state.saving = true;
    },
    targetCreateKeyed: (state, action: PayloadAction<MoneyIntent<TargetBody>>) => {
      state.createIntent = action.payload;
    },
    targetSaveFinished: (state, action: PayloadAction<{ keepIntent: boolean; saved?: boolean }>) => {
      state.saving = false;
      if (action.payload.saved) state.savedCount += 1;
      if (!action.payload.keepIntent) state.createIntent = null;
    },

    targetAutosaveRequested: (state, action: PayloadAction<{ id: number; on: boolean }>) => {
      state.togglingId = action.payload.id;
    },
    targetAutosaveFinished: (state) => {
      state.togglingId = null;
    },

    targetExitRequested: (state, action: PayloadAction<{ id: number }>) => {
      state.exitingId = action.payload.id;
    },
    targetExitKeyed: (state, action: PayloadAction<MoneyIntent<{ id: number }>>) => {
      state.exitIntent = action.payload;
    },
    targetExitFinished: (state, action: PayloadAction<{ keepIntent: boolean }>) => {
      state.exitingId = null;
      if (!action.payload.keepIntent) state.exitIntent = null;
    },
  },
});

export const {
  targetsRequested, targetsSucceeded, targetsFailed,
  targetSaveRequested, targetCreateKeyed, targetSaveFinished,
  targetAutosaveRequested, targetAutosaveFinished,
  targetExitRequested, targetExitKeyed, targetExitFinished,
} = targetsSlice.actions;

export const targetsReducer = targetsSlice.reducer;

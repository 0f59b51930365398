// Settings changes under maker-checker. An SA's tightening and neutral changes apply at once and the weakening ones
// become one proposal any other administrator may approve; every change an ADMIN makes becomes a proposal only an SA
// may approve (../approvals/policy.ts). Approving applies the proposed values, audited in settings_audit under the
// approver's name, unless a proposed setting has moved since (then it is refused and stays pending).
import type { SocietySettings } from '../../contract';
import type { Executor } from '../../db/client';
import type { AdminProposalRow, Role, SocietySettingsRow } from '../../db/schema';
import { unprocessable } from '../../http/errors';
import { createProposal } from '../approvals';
import { describeChange, settingLabel, settingValueText, weakens, type SettingField } from './controls';
import { settingsUpdateBody } from './schema';
import { changesOf, lockSettings, updateSettings, type SettingsUpdate } from './service';

export interface SettingsChangeOutcome {
  settings: SocietySettingsRow;
  /** the fields changed at once */
  applied: SettingField[];
  /** the fields that wait for a second administrator, in `proposal` */
  proposed: SettingField[];
  proposal: AdminProposalRow | null;
  before: SocietySettings;
}

const pick = <T extends object>(source: T, fields: (keyof T)[]): Partial<T> => Object.fromEntries(fields.map((f) => [f, source[f]])) as Partial<T>;

export async function changeSettings(tx: Executor, input: { admin: { id: number; role: Role }; update: SettingsUpdate; now: Date }): Promise<SettingsChangeOutcome> {
  const current = await lockSettings(tx);
  const { changed, before, after } = changesOf(current, input.update);
  const proposed = input.admin.role === 'SA' ? changed.filter((field) => weakens(field, before[field], after[field])) : changed;
  const applied = changed.filter((field) => !proposed.includes(field));
  const settings = applied.length ? (await updateSettings(tx, { actorId: input.admin.id, update: pick(input.update, applied), now: input.now })).settings : current;
  const proposal = proposed.length
    ? await createProposal(tx, {
        kind: 'settings',
        payload: { changes: pick(after, proposed), before: pick(before, proposed), proposer_role: input.admin.role },
        summary: proposed.map((field) => describeChange(field, before[field], after[field])).join('; '),
        proposedBy: input.admin.id,
        now: input.now,
      })
    : null;
  return { settings, applied, proposed, proposal, before };
}

/** "Settings saved" / "Saved: the loan form fee. Proposed: Raise … : another administrator must approve it …" */
export function changeMessage(outcome: SettingsChangeOutcome, role: Role): string {
  if (!outcome.applied.length && !outcome.proposal) return 'Nothing changed: the settings already had these values';
  if (!outcome.proposal) return 'Settings saved';
  const checker = role === 'SA' ? 'another administrator' : 'an SA';
  const waits = `Proposed: ${outcome.proposal.summary}. It waits until ${checker} approves it`;
  if (!outcome.applied.length) return waits;
  return `Saved: the ${outcome.applied.map(settingLabel).join(', the ')}. ${waits}`;
}

/** The executor of a `settings` proposal (inside the approval's transaction). */
export async function applySettingsProposal(tx: Executor, proposal: AdminProposalRow, context: { approver: { id: number }; now: Date }) {
  const changes = (proposal.payload.changes ?? {}) as Partial<SocietySettings>;
  const proposedBefore = (proposal.payload.before ?? {}) as Partial<SocietySettings>;
  const parsed = settingsUpdateBody.safeParse(changes);
  if (!parsed.success) throw unprocessable('This proposal no longer reads as a valid settings change: reject it and propose again');
  const current = changesOf(await lockSettings(tx), {}).before;
  for (const field of Object.keys(changes) as SettingField[]) {
    const was = proposedBefore[field];
    if (was !== undefined && String(current[field]) !== String(was)) {
      throw unprocessable(
        `The ${settingLabel(field)} has changed since this was proposed (it is now ${settingValueText(field, current[field])}): reject this proposal and propose the change again`,
      );
    }
  }
  const { changed } = await updateSettings(tx, { actorId: context.approver.id, update: parsed.data, now: context.now });
  return { message: changed.length ? `Settings changed: ${proposal.summary}` : 'The settings already had these values', result: { changed } };
}

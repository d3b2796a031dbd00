// Module P's actions in the action bar (RULES 9.1), shown only when the
// scenario turns P on: charge (P-CHARGE, pick the enemy), set against a
// charge, withdraw and flee (P-RETREAT, pick the square). The preview panel
// shows each one's AP and effects; the rules engine has the final word.
import type { Figure } from '../../../core/model/schema';
import { moduleOn } from '../../../core/model/modules';
import { engagedEnemies } from '../../../core/rules/modules/p/retreat';
import type { PlayActions, PlayViewState } from '../../state/contract';
import type { ComponentType } from 'preact';

type Why = (apCost: number, extra?: string | null) => string | null;
/** The action bar's button, handed in (importing it here would loop back to ActionBar). */
type Button = ComponentType<{ label: string; keyHint?: string; apCost: number; costText?: string; reason: string | null; pressed?: boolean; onClick: () => void }>;

export function PhoenixActions({ view, actions, figure: f, why, ActionButton }: { view: PlayViewState; actions: PlayActions; figure: Figure; why: Why; ActionButton: Button }) {
  if (!moduleOn(view.world, 'P')) return null;
  const engaged = engagedEnemies(view.world, f).length > 0;
  const moved = (f.status.movesThisRound ?? 0) >= 1 && !f.status.meleeThisRound ? `${f.name} has moved this round: a charge would be a second move before melee (P-MELEE-MOVE)` : null;
  return (
    <div class="action-buttons phoenix-actions" role="group" aria-label="Phoenix combat round (module P)" data-testid="phoenix-actions">
      <ActionButton
        label="Charge"
        apCost={1}
        costText="run ⅔ AP + blow"
        reason={why(1, engaged ? 'already in melee: a charge needs a run-up' : moved)}
        pressed={view.tool === 'charge'}
        onClick={() => actions.setTool('charge')}
      />
      <ActionButton
        label="Set vs charge"
        apCost={1}
        reason={why(1, f.status.setVsCharge ? 'already set against a charge' : null)}
        onClick={() => actions.dispatch({ type: 'setVsCharge', figureId: f.id })}
      />
      <ActionButton
        label="Withdraw"
        apCost={3}
        costText="3× AP per square"
        reason={why(3, engaged ? null : 'not in melee: nothing to withdraw from')}
        pressed={view.tool === 'withdraw'}
        onClick={() => actions.setTool('withdraw')}
      />
      <ActionButton
        label="Flee"
        apCost={1}
        costText="AP per square, foes strike"
        reason={why(1, engaged ? null : 'not in melee: nothing to flee from')}
        pressed={view.tool === 'flee'}
        onClick={() => actions.setTool('flee')}
      />
    </div>
  );
}

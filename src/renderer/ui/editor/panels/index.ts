// The editor's side panels, in tab order (see contract.ts).
import { h } from 'preact';
import type { EditorPanelDef } from './contract';
import { SidesPanel } from './SidesPanel';
import { CharacterPanel } from './CharacterPanel';
import { ZonesPanel } from './ZonesPanel';
import { RulesPanel } from './RulesPanel';
import { ProblemsPanel } from './ProblemsPanel';
import { BalancePanel } from './BalancePanel';
import './panels.css';

export const EDITOR_PANELS: EditorPanelDef[] = [
  { id: 'sides', title: 'Sides & figures', render: (ctx) => h(SidesPanel, { ctx }) },
  { id: 'character', title: 'Character', render: (ctx) => h(CharacterPanel, { ctx }) },
  { id: 'zones', title: 'Zones & objectives', render: (ctx) => h(ZonesPanel, { ctx }) },
  { id: 'rules', title: 'Rules', render: (ctx) => h(RulesPanel, { ctx }) },
  { id: 'problems', title: 'Problems', render: (ctx) => h(ProblemsPanel, { ctx }) },
  { id: 'balance', title: 'Balance check', render: (ctx) => h(BalancePanel, { ctx }) },
];

export { canPlay, scenarioProblems, type Problem } from '../../../../core/rules/problems/problems';

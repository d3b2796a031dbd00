// Every play tool, once. Adding a tool: one file exporting `defineTool({...})`
// and one line here; its id joins ToolId (and so the panels' setTool).
import { areaTool } from './areaTool';
import { attackTool } from './attackTool';
import { doorTool } from './doorTool';
import { forceDoorTool } from './forceDoorTool';
import { losTool } from './losTool';
import { measureTool } from './measureTool';
import { moveTool } from './moveTool';
import { placeChargeTool } from './placeChargeTool';
import { plotTool } from './plotTool';
import { selectTool } from './selectTool';
import { chargeTool } from './chargeTool';
import { fleeTool, withdrawTool } from './retreatTools';

export const TOOLS = [selectTool, moveTool, attackTool, areaTool, measureTool, losTool, doorTool, forceDoorTool, placeChargeTool, plotTool, chargeTool, withdrawTool, fleeTool] as const;

/** `place`: set a charge on the own or an adjacent square; `force`: pick the door to force (several within 1"). */
export type ToolId = (typeof TOOLS)[number]['id'];

export const TOOLS_BY_ID: Readonly<Record<ToolId, (typeof TOOLS)[number]>> = Object.fromEntries(TOOLS.map((t) => [t.id, t])) as Record<ToolId, (typeof TOOLS)[number]>;

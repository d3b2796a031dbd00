// `npm run bench`: every bench section in one process (stub until written).
import { runEngineBench } from './engine/index';

await runEngineBench();

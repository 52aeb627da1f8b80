// Proves the command-queue contract on the in-process queue (embedded mode).
import { commandQueueContract } from './command-queue.contract';

describe('in-process command queue', () => commandQueueContract('in-process'));

// What other contexts may use: the module, the service (publishOverdueNotice for the repayments
// batch), the start-up task that seeds demo content, and the board names.
export { BoardsModule } from './boards.module';
export { BoardsService } from './boards.service';
export type { OverdueNoticeInput } from './boards.service';
export { BoardsDemoContentTask } from './demo/boards-demo-content.task';
export { BOARD_NAMES } from './articles/board-names';
export type { BoardName } from './articles/board-names';
/** The boards' endpoints, for the OpenAPI document. */
export { BOARD_ENDPOINTS, BOARD_SCHEMAS } from './http/endpoints';

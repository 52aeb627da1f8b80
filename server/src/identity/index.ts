// What other contexts may use from identity.
export { IdentityModule } from './identity.module';
export { UserDirectory } from './users/user-directory';
export { StepUp } from './step-up/step-up';
export { ResidentNumbers } from './resident-numbers/resident-numbers';
export { EnsureOperator } from './startup/ensure-operator.task';
export { SeedDemoUsers } from './startup/seed-demo-users.task';
export { DEMO_INVESTOR_EMAIL, DEMO_INVESTOR_PASSWORD, DEMO_OPERATOR_EMAIL, DEMO_OPERATOR_PASSWORD } from './startup/demo-users';
/** Identity's endpoints, for the OpenAPI document. */
export { IDENTITY_ENDPOINTS, IDENTITY_SCHEMAS } from './http/endpoints';
/** The `User` answer, a shared component of the OpenAPI document. */
export { USER } from './http/identity-answers.schema';

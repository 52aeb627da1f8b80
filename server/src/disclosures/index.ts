// What other contexts may use of disclosures: the module.
export { DisclosuresModule } from './disclosures.module';

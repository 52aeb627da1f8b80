// Registers the repayment side's inline projections with the platform (they then run in every
// append transaction and can be verified and replayed by name).
import { Injectable, OnModuleInit } from '@nestjs/common';
import { Projection, ProjectionRegistry } from '../../shared/event-store/inline-projections';
import { investmentReturnsProjection } from './investment-returns.projection';
import { investorDashboardsProjection } from './investor-dashboards.projection';
import { repaymentSchedulesProjection } from './repayment-schedules.projection';
import { transferListingsProjection } from '../transfers/projections/transfer-listings.projection';

@Injectable()
export class RepaymentProjectionsRegistrar implements OnModuleInit {
  constructor(private readonly registry: ProjectionRegistry) {}

  onModuleInit(): void {
    const projections: Projection[] = [repaymentSchedulesProjection, investmentReturnsProjection, investorDashboardsProjection, transferListingsProjection];
    for (const projection of projections) {
      if (!this.registry.get(projection.name)) this.registry.register(projection);
    }
  }
}

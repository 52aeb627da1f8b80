// GET /disclosures/security_self_checks (docs/api.md "Information-security self-check"): the
// published yearly self-checks (온투법 30조②), public; drafts are never shown.
import { Controller, Get } from '@nestjs/common';
import { Public } from '../../shared/http/auth.decorators';
import { SecuritySelfChecks } from '../security-self-checks/security-self-checks.service';

@Controller('disclosures/security_self_checks')
@Public()
export class SecuritySelfChecksController {
  constructor(private readonly checks: SecuritySelfChecks) {}

  @Get()
  list() {
    return this.checks.published();
  }
}

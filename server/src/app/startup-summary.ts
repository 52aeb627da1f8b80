// What a person starting the site reads on the console (the JSON log lines go to the log file in
// embedded mode): where it runs, in which mode, and the demo logins. A few plain lines, in Korean
// first, since this is what a newcomer sees after `npm start`.
import { AppConfig } from '../config/app-config';
import { DEMO_INVESTOR_EMAIL, DEMO_INVESTOR_PASSWORD, DEMO_OPERATOR_EMAIL, DEMO_OPERATOR_PASSWORD } from '../identity';

export interface RunningMode {
  databaseMode: 'embedded' | 'external';
  /** The embedded PostgreSQL's connection string (null in service mode); its host and port are shown, for psql. */
  embeddedDatabaseUrl: string | null;
  queueKind: string;
}

export function startupSummary(config: AppConfig, mode: RunningMode): string {
  const database = mode.databaseMode === 'embedded'
    ? `내장 PostgreSQL (${mode.embeddedDatabaseUrl ? new URL(mode.embeddedDatabaseUrl).host : ''}, 데이터 ${config.dataDir})`
    : '외부 PostgreSQL (DATABASE_URL)';
  const queue = mode.queueKind === 'in-process' ? '프로세스 내 명령 큐' : 'BullMQ (REDIS_URL)';
  const lines = [
    '',
    `온다리펀딩이 실행 중입니다: http://localhost:${config.port}`,
    `  데이터베이스 ${database}`,
    `  명령 큐      ${queue}${config.runWorker ? ', 작업자 포함' : ', 작업자 없음 (WORKER=false)'}`,
    `  샌드박스     ${config.sandbox ? '켜짐 (가상 은행·본인인증·업무 시계)' : '꺼짐'}`,
  ];
  if (config.demoData) {
    lines.push(
      `  데모 계정    운영자 ${DEMO_OPERATOR_EMAIL} / ${DEMO_OPERATOR_PASSWORD}`,
      `               투자자 ${DEMO_INVESTOR_EMAIL} / ${DEMO_INVESTOR_PASSWORD}`,
    );
  }
  lines.push(`  로그 (JSON)  ${config.logFile ?? '표준 출력'}`, '  끝내려면 Ctrl+C', '');
  return lines.join('\n') + '\n';
}

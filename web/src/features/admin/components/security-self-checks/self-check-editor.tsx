// The operators' form for one year's information-security self-check (온투법 30조②): the day of
// the check and each item's answer, saved as a draft as often as needed; publishing (after the
// app's own confirmation) saves the form and publishes it as the year's next version, final from
// then on. A correction of a published year starts from what was published and needs its reason.
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { TextField, FieldNote } from '@/components/text-field';
import { isApiError } from '@/lib/api-client';
import { messageForFailCode } from '@/lib/fail-messages';
import { formatDate } from '@/lib/format';
import type { SelfCheckYear } from '../../api/security-self-checks/get-security-self-checks';
import { usePublishSelfCheck, useSaveSelfCheck } from '../../api/security-self-checks/save-security-self-check';
import { SelfCheckItem } from './self-check-item';
import { countsOf, fieldErrors, formFrom, inputOf, newIdempotencyKey, type SelfCheckForm } from './self-check-values';

/** The dialog's line for a refusal: the fields to fix by name, or the fail code's message. */
function refusal(error: unknown, data: SelfCheckYear): string | null {
  if (!error) return null;
  const fields = Object.keys(fieldErrors(error));
  if (fields.length === 0) return isApiError(error) ? messageForFailCode(error.data.fail_code) : '서버의 응답을 받지 못했습니다. 다시 게시해도 두 번 게시되지 않습니다.';
  const names = fields.map((f) => (f === 'checked_on' ? '점검일' : f === 'correction_reason' ? '정정 사유' : data.checklist.find((c) => f.startsWith(`items.${c.key}.`))?.label ?? f));
  return `다음 항목을 확인해 주십시오: ${[...new Set(names)].join(', ')}`;
}

function PublishConfirm(props: { data: SelfCheckYear; form: SelfCheckForm; version: number; busy: boolean; error: string | null; onConfirm: () => void; onClose: () => void }) {
  const { data, form, version, busy, error, onConfirm, onClose } = props;
  const counts = countsOf(form);
  return (
    <ConfirmDialog open title="자체점검 결과 게시" confirmLabel="게시하기" busyLabel="게시하는 중…" busy={busy} error={error} onConfirm={onConfirm} onClose={onClose}>
      <p>
        <strong>{data.year}년 정보보호 자체점검 결과 {version}판</strong>을 누구나 볼 수 있도록 공시합니다.
      </p>
      <p>적합 {counts.compliant}건 · 부적합 {counts.non_compliant}건 · 해당없음 {counts.not_applicable}건{counts.unanswered > 0 ? ` · 미입력 ${counts.unanswered}건` : ''}</p>
      <p className="muted">게시한 결과는 고칠 수 없습니다. 고칠 내용이 생기면 정정 사유와 함께 새 판으로 게시하며, 이전 판도 계속 공개됩니다.</p>
    </ConfirmDialog>
  );
}

export function SelfCheckEditor({ data, businessToday }: { data: SelfCheckYear; businessToday: string }) {
  const [form, setForm] = useState(() => formFrom(data));
  const [confirming, setConfirming] = useState(false);
  const [publishKey, setPublishKey] = useState(newIdempotencyKey);
  const save = useSaveSelfCheck(data.year);
  const publish = usePublishSelfCheck(data.year);
  const version = data.draft?.version ?? (data.published ? data.published.version + 1 : 1);
  const errors = fieldErrors(publish.error ?? save.error);
  const onSave = (event: FormEvent) => {
    event.preventDefault();
    publish.reset();
    save.mutate(inputOf(form), { onSuccess: () => toast.success(`${data.year}년 자체점검 작성본(${version}판)을 저장했습니다.`) });
  };
  const onConfirm = async () => {
    publish.reset();
    try {
      await save.mutateAsync(inputOf(form));
    } catch {
      return;
    }
    publish.mutate(publishKey, {
      onSuccess: () => {
        toast.success(`${data.year}년 자체점검 결과 ${version}판을 게시했습니다.`);
        setConfirming(false);
      },
      // The server answered: nothing was published under the key, so the next attempt gets a new one.
      onError: (error) => (isApiError(error) && error.status >= 400 && error.status < 500 ? setPublishKey(newIdempotencyKey()) : undefined),
    });
  };
  const close = () => {
    setConfirming(false);
    save.reset();
    publish.reset();
  };
  const setAnswer = (key: string) => (answer: SelfCheckForm['answers'][string]) => setForm((f) => ({ ...f, answers: { ...f.answers, [key]: answer } }));
  return (
    <form className="form stack" onSubmit={onSave} aria-label={`${data.year}년 자체점검 작성`}>
      {data.published && !data.draft ? (
        <p className="self-check-notice">{data.published.version}판이 {formatDate(data.published.published_at)}에 게시되었습니다. 고쳐 저장하면 {version}판 작성본이 되고, 정정 사유와 함께 게시합니다.</p>
      ) : null}
      <TextField label="점검일" type="date" value={form.checkedOn} min={`${data.year}-01-01`} max={businessToday} error={errors.checked_on} onChange={(e) => setForm((f) => ({ ...f, checkedOn: e.target.value }))} />
      {data.checklist.map((item) => <SelfCheckItem key={item.key} item={item} answer={form.answers[item.key] ?? { status: null, note: '' }} errors={errors} onChange={setAnswer(item.key)} />)}
      {version > 1 ? (
        <div className="field">
          <label className="field__label" htmlFor="self-check-correction">정정 사유 (필수)</label>
          <textarea id="self-check-correction" className="field__input" rows={2} maxLength={500} value={form.correctionReason} aria-invalid={errors.correction_reason ? true : undefined} onChange={(e) => setForm((f) => ({ ...f, correctionReason: e.target.value }))} />
          <FieldNote id="self-check-correction-note" error={errors.correction_reason} help={`${data.published?.version ?? version - 1}판의 어떤 내용을 왜 고치는지 적어 주십시오. 공시에 함께 표시됩니다.`} />
        </div>
      ) : null}
      <div className="button-row">
        <button type="submit" className="button button--ghost" disabled={save.isPending}>{save.isPending && !confirming ? '저장하는 중…' : '작성본 저장'}</button>
        <button type="button" className="button button--primary" onClick={() => setConfirming(true)}>{version}판 게시하기</button>
      </div>
      {confirming ? <PublishConfirm data={data} form={form} version={version} busy={save.isPending || publish.isPending} error={refusal(publish.error ?? save.error, data)} onConfirm={() => void onConfirm()} onClose={close} /> : null}
    </form>
  );
}

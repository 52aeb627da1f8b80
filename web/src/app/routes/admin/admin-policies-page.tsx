import { useState } from 'react';
import { usePolicies } from '@/api/get-policies';
import { usePolicy } from '@/api/get-policy';
import { AsyncBoundary } from '@/components/async-boundary';
import { Page } from '@/components/page';
import { LoadingBlock } from '@/components/states';
import { PolicyPicker } from '@/features/admin/components/policies/policy-picker';
import { RevisionForm } from '@/features/admin/components/policies/revision-form';

/** /admin/policies: publish a new version of a policy; earlier versions stay readable. */
export function AdminPoliciesPage() {
  const list = usePolicies();
  const [terms, setTerms] = useState<string | null>(null);
  const selected = terms ?? list.data?.items[0]?.terms ?? null;
  // A policy being created has no current version to fetch (that would only answer not_found).
  const known = list.data?.items.some((item) => item.terms === selected) ?? false;
  const current = usePolicy(selected ?? '', undefined, known);
  return (
    <Page title="약관 관리" heading="약관" lead="약관을 개정하면 새 버전이 추가되고, 지난 버전은 그대로 열람할 수 있습니다. 시행일이 오기 전에는 '시행 예정'으로 표시됩니다." wide>
      <AsyncBoundary query={list}>{(data) => <PolicyPicker items={data.items} selected={selected} known={known} onSelect={setTerms} />}</AsyncBoundary>
      {selected === null ? null : current.isPending && current.fetchStatus !== 'idle' ? (
        <LoadingBlock />
      ) : (
        <RevisionForm key={`${selected}:${current.data?.version ?? 'new'}`} terms={selected} current={known && !current.isError ? (current.data ?? null) : null} />
      )}
    </Page>
  );
}

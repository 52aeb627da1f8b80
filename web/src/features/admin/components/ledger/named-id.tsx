// A name an operator reads, with the engineers' identifier under it in a muted line (and as the
// title): "투자 신청" over "InvestmentPlaced". An identifier with no Korean name shows as it is.
export function NamedId({ name, id }: { name: string | null; id: string }) {
  if (!name) return <code>{id}</code>;
  return (
    <span className="named-id" title={id}>
      {name}
      <span className="named-id__id muted">{id}</span>
    </span>
  );
}

import { TextField } from './text-field';

type Props = {
  password: string;
  confirm: string;
  onPassword: (value: string) => void;
  onConfirm: (value: string) => void;
  errors: { password?: string; confirm?: string };
};

/** A new password typed twice (reset and change), with the rule under the first field. */
export function NewPasswordFields({ password, confirm, onPassword, onConfirm, errors }: Props) {
  return (
    <>
      <TextField label="새 비밀번호" type="password" autoComplete="new-password" value={password} onChange={(e) => onPassword(e.target.value)} error={errors.password} help="영문과 숫자를 섞어 10자 이상" required />
      <TextField label="새 비밀번호 확인" type="password" autoComplete="new-password" value={confirm} onChange={(e) => onConfirm(e.target.value)} error={errors.confirm} required />
    </>
  );
}

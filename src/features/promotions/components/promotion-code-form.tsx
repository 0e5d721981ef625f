import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { apiFailureOf } from '../../../../machines/shared/api-error';
import * as form from '../../../components/ui/form.css';
import * as ui from '../../../components/ui/ui.css';
import { PROMOTIONS_QUERY_ROOT } from '../../../lib/query-keys';
import { enterPromotionCode } from '../api';
import { usePromotionMessages } from '../messages';
import * as styles from '../promotions.css';

/** Most characters a promotion code has (the contract's maxLength). */
const PROMOTION_CODE_MAX_LENGTH = 100;

/** POST v2/promotion/code/: a promotion entry code adds its promotion to the account (SPEC §8 "Promotion save failure" when refused). */
export function PromotionCodeForm() {
  const { t } = useLingui();
  const id = useId();
  const queryClient = useQueryClient();
  const { codeError } = usePromotionMessages();
  const [code, setCode] = useState('');
  const save = useMutation({
    mutationFn: enterPromotionCode,
    onSuccess: async () => {
      setCode('');
      await queryClient.invalidateQueries({ queryKey: [PROMOTIONS_QUERY_ROOT] });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim()) save.mutate(code.trim());
  };
  const added = save.data?.name ?? '';
  return (
    <form className={styles.section} onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        {t`Add a promotion code`}
      </h2>
      <div className={styles.codeForm}>
        <div className={styles.codeField}>
          <label htmlFor={`${id}-code`} className={form.label}>
            {t`Promotion code`}
          </label>
          <input
            id={`${id}-code`}
            className={form.input}
            value={code}
            maxLength={PROMOTION_CODE_MAX_LENGTH}
            autoComplete="off"
            autoCapitalize="characters"
            onChange={(event) => {
              setCode(event.target.value);
              if (!save.isIdle) save.reset();
            }}
          />
        </div>
        <button type="submit" className={ui.button.primary} disabled={code.trim() === '' || save.isPending}>
          {t`Add`}
        </button>
      </div>
      {save.isError ? (
        <p role="alert" className={ui.alert.error}>
          {codeError(apiFailureOf(save.error))}
        </p>
      ) : null}
      {save.isSuccess ? (
        <p role="status" className={ui.alert.info}>
          {t`${added} was added to your promotions.`}
        </p>
      ) : null}
    </form>
  );
}

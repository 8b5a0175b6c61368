import type { Locale, QuoteFlowBase } from '@haulkit/core';
import type { ReactNode } from 'react';
import { ErrorState } from '../ui/error-state.js';
import { usePriceFailure } from './use-price-failure.js';

/** Props of PriceFailureMessage. */
export interface PriceFailureMessageProps {
  session: QuoteFlowBase;
  locale: Locale;
  /** Which view says the failure when several show prices: the lowest mounted rank. */
  rank: number;
  /** What this view shows when another one says the failure: a quiet line, no alert. */
  quiet?: ReactNode;
}

/**
 * A failed price call, said once per session: what happened and what to do (check the
 * connection only when no answer came; try again for a passing fault, not before the server's
 * Retry-After; for a refusal, that trying again will not help, with the server's own words). The
 * code stays in `data-code` (and `hk-error`), never in the words.
 */
export function PriceFailureMessage({ session, locale, rank, quiet = null }: PriceFailureMessageProps) {
  const { t, failure, speaks, wait, retry } = usePriceFailure(session, locale, rank);
  if (failure === null) return null;
  if (!speaks) return <>{quiet}</>;
  const refused = failure.kind === 'permanent';
  const advice = t(
    refused ? 'priceFailedPermanent' : failure.kind === 'network' ? 'priceFailedNetwork' : 'priceFailedTemporary',
  );
  return (
    <ErrorState
      title={t(refused ? 'priceRefusedTitle' : 'priceFailedTitle')}
      code={failure.code}
      retryLabel={wait > 0 ? t('priceRetryIn', { seconds: wait }) : t('priceRetry')}
      {...(refused ? {} : { onRetry: retry, retryWaiting: wait > 0 })}
    >
      {failure.message === null ? advice : `${failure.message} ${advice}`}
    </ErrorState>
  );
}

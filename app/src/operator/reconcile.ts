import { reconcilePayments, type ReconcileProgress, type ReconcileResult } from '@academy/command-service';
import { type AcademyCore } from '../academy.js';

/** Reconciliation runs against Stripe only: the built-in test checkout keeps nothing to compare with. */
export const reconcileOnCore = (
  core: AcademyCore,
  fix: boolean,
  onProgress: (progress: ReconcileProgress) => void,
  signal?: AbortSignal,
): Promise<ReconcileResult> => {
  if (core.payments.name !== 'stripe') {
    return Promise.reject(
      new Error(
        'Reconciliation needs Stripe: set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET as for npm start',
      ),
    );
  }
  return reconcilePayments(core, { fix, onProgress, ...(signal ? { signal } : {}) });
};

'use client';

// The money dialogs, each loaded the first time it opens rather than with the charge cards that offer them.
import { onDemandDialog } from '@/components/ui/dialog-on-demand';

export const PaymentDialog = onDemandDialog(() =>
  import('./payment-dialog').then((module) => module.PaymentDialog),
);
export const ChargeAmountDialog = onDemandDialog(() =>
  import('./charge-amount-dialog').then((module) => module.ChargeAmountDialog),
);
export const ReasonDialog = onDemandDialog(() =>
  import('./reason-dialog').then((module) => module.ReasonDialog),
);
export const CoverPackageDialog = onDemandDialog(() =>
  import('./cover-package-dialog').then((module) => module.CoverPackageDialog),
);
export const ReceiptEmailDialog = onDemandDialog(() =>
  import('./receipt-email-dialog').then((module) => module.ReceiptEmailDialog),
);

'use client';

// The dialogs of a charge's card, each loaded the first time it opens rather than with the card. The package
// to use is package-cover.tsx's own, as only the consultation's page offers it.
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
export const ReceiptEmailDialog = onDemandDialog(() =>
  import('./receipt-email-dialog').then((module) => module.ReceiptEmailDialog),
);

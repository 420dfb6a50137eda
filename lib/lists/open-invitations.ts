// The open invitations beside the patient list: read by the page on the server and by its hook in the
// browser, so the number lives here, in a module both may import.

/** The newest invitations the patient list shows beside it; older ones are counted, not listed. */
export const OPEN_INVITATIONS_SHOWN = 20;

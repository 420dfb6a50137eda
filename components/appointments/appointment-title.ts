/** The appointment page's title, where focus goes when 'Desmarcar' takes the actions away. */
export const APPOINTMENT_TITLE_ID = 'appointment-title';

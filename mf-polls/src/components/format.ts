/** '3. desember': when a closed calendar door opens, as a Norwegian reader writes dates. */
export const doorDate = new Intl.DateTimeFormat('nb-NO', { day: 'numeric', month: 'long' });

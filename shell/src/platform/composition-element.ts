/** id of the `<script type="application/json">` the server inlines into every HTML page. */
export const COMPOSITION_ELEMENT_ID = 'composition';

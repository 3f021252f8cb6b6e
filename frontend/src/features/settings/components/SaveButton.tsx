/** The Save of the two editing sub-pages; it submits the page's form from the footer. */
export function SaveButton({ formId, saving }: { formId: string; saving: boolean }) {
  return (
    <button
      type="submit"
      form={formId}
      className="button button--primary button--block"
      aria-disabled={saving || undefined}
    >
      {saving ? 'Saving...' : 'Save'}
    </button>
  );
}

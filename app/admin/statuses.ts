/** Where an enquiry stands in the owner's inbox; the labels are in app/content/admin.ts. */
export const enquiryStatuses = ["new", "contacted", "quoted", "won", "lost"] as const;
export type EnquiryStatus = (typeof enquiryStatuses)[number];

export const isEnquiryStatus = (value: unknown): value is EnquiryStatus => enquiryStatuses.includes(value as EnquiryStatus);

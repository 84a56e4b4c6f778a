import { type Locale, m, type reviewMessages, type ReviewSort, type RotationType } from "@ssem/core";

/** The review board's messages (core's reviewMessages, English word for word) in the reader's language. */
export function reviewMessagesIn(locale: Locale): Record<keyof typeof reviewMessages, string> {
  return {
    missing: m.reviews_pub_missing({}, { locale }),
    submitted: m.reviews_pub_submitted({}, { locale }),
    submitFailed: m.reviews_pub_submit_failed({}, { locale }),
    loadFailedTitle: m.reviews_pub_error_title({}, { locale }),
    loadFailed: m.reviews_pub_load_failed({}, { locale }),
    emptyTitle: m.reviews_pub_empty_title({}, { locale }),
    emptyText: m.reviews_pub_empty_text({}, { locale }),
    noMatchTitle: m.reviews_pub_no_match_title({}, { locale }),
    noMatchText: m.reviews_pub_no_match_text({}, { locale }),
    deleted: m.reviews_pub_deleted({}, { locale }),
    deleteFailed: m.reviews_pub_delete_failed({}, { locale }),
    loadAdminFailed: m.reviews_pub_load_admin_failed({}, { locale }),
  };
}

export function rotationTypeLabelsIn(locale: Locale): Record<RotationType, string> {
  return {
    medical_students: m.reviews_pub_type_medical_students({}, { locale }),
    residents: m.reviews_pub_type_residents({}, { locale }),
    paramedics: m.reviews_pub_type_paramedics({}, { locale }),
    nurses: m.reviews_pub_type_nurses({}, { locale }),
  };
}

export function reviewSortLabelsIn(locale: Locale): Record<ReviewSort, string> {
  return {
    created_at: m.reviews_pub_sort_newest({}, { locale }),
    rating: m.reviews_pub_rating({}, { locale }),
    hospital_avg: m.reviews_pub_sort_hospital_average({}, { locale }),
    country: m.reviews_pub_country({}, { locale }),
    hospital: m.reviews_pub_hospital({}, { locale }),
    rotation_type: m.reviews_pub_rotation_type({}, { locale }),
  };
}

/** The headings of a review's four texts, in the order the board shows them. */
export function reviewTextLabelsIn(locale: Locale) {
  return {
    experienceDescription: m.reviews_pub_general_experience({}, { locale }),
    teaching: m.reviews_pub_teaching({}, { locale }),
    leisureTime: m.reviews_pub_leisure_time({}, { locale }),
    applicationInfo: m.reviews_pub_where_to_apply({}, { locale }),
  };
}

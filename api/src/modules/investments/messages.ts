// The refusal of the investments routes to a non-member (the members-only guard's message).
export const INVESTMENTS_FOR_MEMBERS = 'Investments are for members. Pay the registration fee to become a member.';

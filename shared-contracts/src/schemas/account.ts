/**
 * The account calls of spec §7 "Customers" besides login and the customer itself
 * (customer.ts): password reset, e-mail verification, one-time codes, e-mail change, the QR
 * code, reviews written by the customer, and the data export.
 */
import * as v from 'valibot';
import { ReviewSchema } from './catalog';
import { CustomerSchema } from './customer';

export const ACCOUNT_MESSAGES = {
  email: 'Ugyldig e-postadresse',
  password: 'Passordet må ha minst 8 tegn',
  passwordsDiffer: 'Passordene er ikke like',
  token: 'Lenken er ugyldig eller utløpt – be om en ny',
  code: 'Koden må være seks siffer',
  rating: 'Velg fra 1 til 5 stjerner',
  content: 'Skriv noen ord om varen (høyst 2000 tegn)',
  article: 'Velg varen du vil anmelde',
  otpValue: 'Skriv e-postadressen eller mobilnummeret ditt',
  loginType: 'Ukjent innloggingstype – bruk email eller phone',
  invalid: 'Ugyldig data',
} as const;

/**
 * A missing key would get valibot's English "Invalid key" issue; fields default to a value their
 * own check refuses ('' for text, 0 for a number), so a missing field gets its Norwegian message.
 */
const Email = v.pipe(
  v.string(ACCOUNT_MESSAGES.email),
  v.trim(),
  v.maxLength(254, ACCOUNT_MESSAGES.email),
  v.email(ACCOUNT_MESSAGES.email),
  v.toLowerCase(),
);
const Password = v.pipe(
  v.string(ACCOUNT_MESSAGES.password),
  v.minLength(8, ACCOUNT_MESSAGES.password),
  v.maxLength(1024, 'Passordet er for langt'),
);

/** Answers that only carry a Norwegian sentence for the shopper. */
export const AccountMessageSchema = v.object({ message: v.string() });
export type AccountMessage = v.InferOutput<typeof AccountMessageSchema>;

/** POST /customers/login/{type}: how `username` is to be read. */
export const LoginTypeParamsSchema = v.object({
  type: v.picklist(['email', 'phone'], ACCOUNT_MESSAGES.loginType),
});

/** POST /customers/password/email: always answered the same, known address or not. */
export const PasswordEmailSchema = v.object(
  { email: v.optional(Email, '') },
  ACCOUNT_MESSAGES.invalid,
);

/** POST /customers/password/reset: the token from the mail, used once, before it expires. */
export const PasswordResetSchema = v.pipe(
  v.object(
    {
      email: v.optional(Email, ''),
      token: v.optional(
        v.pipe(
          v.string(ACCOUNT_MESSAGES.token),
          v.regex(/^[A-Za-z0-9_-]{20,200}$/, ACCOUNT_MESSAGES.token),
        ),
        '',
      ),
      password: v.optional(Password, ''),
      password_confirmation: v.optional(v.string(ACCOUNT_MESSAGES.passwordsDiffer), ''),
    },
    ACCOUNT_MESSAGES.invalid,
  ),
  v.forward(
    v.partialCheck(
      [['password'], ['password_confirmation']],
      (input) => input.password === input.password_confirmation,
      ACCOUNT_MESSAGES.passwordsDiffer,
    ),
    ['password_confirmation'],
  ),
);
export type PasswordReset = v.InferOutput<typeof PasswordResetSchema>;

/** The customer's public id (spec `auth_id`), in OTP paths. */
export const AuthIdSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9-]{8,64}$/, 'Ugyldig id'));
export const AuthIdParamsSchema = v.object({ authId: AuthIdSchema });
export const OtpCheckParamsSchema = v.object({
  authId: AuthIdSchema,
  token: v.pipe(v.string(), v.regex(/^\d{6}$/, ACCOUNT_MESSAGES.code)),
});
/** GET /otp/login/{value}: e-mail address or mobile number the code is sent to. */
export const OtpValueParamsSchema = v.object({
  value: v.pipe(
    v.string(ACCOUNT_MESSAGES.otpValue),
    v.trim(),
    v.minLength(8, ACCOUNT_MESSAGES.otpValue),
    v.maxLength(254, ACCOUNT_MESSAGES.otpValue),
  ),
});
/** Where a one-time code went; `authId` is what GET /otp/check/{authId}/{token} takes. */
export const OtpSentSchema = v.object({
  authId: AuthIdSchema,
  channel: v.picklist(['email', 'sms']),
  /** The address or number, partly hidden ('k***@example.no', '*** ** 567'). */
  to: v.string(),
});
export type OtpSent = v.InferOutput<typeof OtpSentSchema>;

/** PUT /customers/{id}/updateEmail: without `token` a code goes to the new address; with it, the change. */
export const UpdateEmailSchema = v.object(
  {
    email: v.optional(Email, ''),
    token: v.optional(
      v.pipe(v.string(ACCOUNT_MESSAGES.code), v.regex(/^\d{6}$/, ACCOUNT_MESSAGES.code)),
    ),
  },
  ACCOUNT_MESSAGES.invalid,
);

/** GET /customers/current/code: what the QR code shown in the shops holds. */
export const CustomerCodeSchema = v.object({ code: v.string() });

/** POST /customers/current/reviews: a review of an article the customer has bought. */
export const ReviewCreateSchema = v.object(
  {
    reviewable_id: v.optional(
      v.pipe(
        v.number(ACCOUNT_MESSAGES.article),
        v.safeInteger(ACCOUNT_MESSAGES.article),
        v.minValue(1, ACCOUNT_MESSAGES.article),
      ),
      0,
    ),
    rating: v.optional(
      v.pipe(
        v.number(ACCOUNT_MESSAGES.rating),
        v.integer(ACCOUNT_MESSAGES.rating),
        v.minValue(1, ACCOUNT_MESSAGES.rating),
        v.maxValue(5, ACCOUNT_MESSAGES.rating),
      ),
      0,
    ),
    content: v.optional(
      v.pipe(
        v.string(ACCOUNT_MESSAGES.content),
        v.trim(),
        v.minLength(2, ACCOUNT_MESSAGES.content),
        v.maxLength(2000, ACCOUNT_MESSAGES.content),
      ),
      '',
    ),
    /** -1 small, 0 true to size, 1 large. */
    true_to_size: v.nullish(v.picklist([-1, 0, 1], ACCOUNT_MESSAGES.invalid), null),
    size_color: v.nullish(
      v.pipe(
        v.string(ACCOUNT_MESSAGES.invalid),
        v.trim(),
        v.maxLength(100, ACCOUNT_MESSAGES.invalid),
      ),
      null,
    ),
    anonymous: v.optional(v.boolean(ACCOUNT_MESSAGES.invalid), false),
  },
  ACCOUNT_MESSAGES.invalid,
);
export type ReviewCreate = v.InferOutput<typeof ReviewCreateSchema>;

const pageMeta = v.object({ current_page: v.number(), last_page: v.number(), total: v.number() });
export const CustomerReviewPageSchema = v.object({ data: v.array(ReviewSchema), meta: pageMeta });
export type CustomerReviewPage = v.InferOutput<typeof CustomerReviewPageSchema>;

const exportArticle = {
  articleId: v.number(),
  name: v.string(),
  ean: v.string(),
  size: v.nullable(v.string()),
  color: v.nullable(v.string()),
  quantity: v.number(),
  /** Kroner, as the history shows amounts. */
  price: v.number(),
};
const nullableText = v.nullable(v.string());

/** GET /customers/current/export: everything kept about the customer (GDPR art. 15/20). */
export const CustomerExportSchema = v.object({
  exportedAt: v.string(),
  customer: CustomerSchema,
  account: v.object({
    createdAt: v.string(),
    updatedAt: v.string(),
    phoneVerifiedAt: nullableText,
  }),
  /** Amounts in kroner. */
  orders: v.array(
    v.object({
      no: v.string(),
      status: v.string(),
      shopId: v.number(),
      date: v.string(),
      paidAt: nullableText,
      cancelledAt: nullableText,
      name: v.string(),
      email: v.string(),
      phone: v.string(),
      delivery: v.boolean(),
      address: nullableText,
      postalCode: nullableText,
      city: nullableText,
      shippingMethod: nullableText,
      paymentMethod: nullableText,
      total: v.number(),
      netAmount: v.number(),
      discount: v.number(),
      shipping: v.number(),
      giftcard: v.number(),
      articles: v.array(v.object({ ...exportArticle, total: v.number() })),
    }),
  ),
  reservations: v.array(
    v.object({
      id: v.number(),
      shopId: v.number(),
      statusId: v.number(),
      date: v.string(),
      name: v.string(),
      email: v.string(),
      phone: v.string(),
      delivery: v.boolean(),
      address: nullableText,
      city: nullableText,
      zipcode: nullableText,
      total: v.number(),
      articles: v.array(v.object(exportArticle)),
    }),
  ),
  reviews: v.array(
    v.object({
      id: v.number(),
      articleId: v.number(),
      rating: v.number(),
      content: v.string(),
      reply: nullableText,
      approved: v.boolean(),
      anonymous: v.boolean(),
      trueToSize: v.nullable(v.number()),
      sizeColor: nullableText,
      date: v.string(),
    }),
  ),
  pollAnswers: v.array(
    v.object({
      pollId: v.number(),
      poll: v.string(),
      questionId: v.number(),
      question: v.string(),
      optionId: v.number(),
      answer: v.string(),
      correct: v.boolean(),
      answeredAt: v.string(),
    }),
  ),
});
export type CustomerExport = v.InferOutput<typeof CustomerExportSchema>;

import addressparser from "nodemailer/lib/addressparser";
import { describe, expect, it } from "vitest";
import { validEnquiry } from "../../tests/fixtures/enquiry";
import { emptyEnquiry, fieldMessages, firstInvalidField, validateEnquiry } from "./schema";

/** The tests' valid enquiry, to be answered by Viber, with no e-mail address, plan, estimate or spam trap field. */
const { name, phone, service, town, message } = validEnquiry;
const valid = { name, phone, email: "", service, town, message, reply: "viber" };

describe("validateEnquiry", () => {
  it("accepts a valid enquiry and cleans it", () => {
    const result = validateEnquiry({ ...valid, name: "  Мария\t Петрова ", town: " Трявна\u200b", extra: "ignored" });
    expect(result).toEqual({
      ok: true,
      enquiry: { ...valid, phone: "+359888123456", email: null, plan: null, estimate: null },
    });
  });

  it("takes a number abroad written with its country code, for an owner who lives in another country", () => {
    const result = validateEnquiry({ ...valid, phone: "+44 20 7946 0958", email: "maria@example.co.uk", reply: "email" });
    expect(result).toMatchObject({ ok: true, enquiry: { phone: "+442079460958", email: "maria@example.co.uk" } });
  });

  it("takes a care plan from the list, and refuses one that is not on it", () => {
    const result = validateEnquiry({ ...valid, plan: "lawn-and-hedge" });
    expect(result.ok && result.enquiry.plan).toBe("lawn-and-hedge");
    expect(validateEnquiry({ ...valid, plan: "" })).toMatchObject({ ok: true, enquiry: { plan: null } });
    expect(validateEnquiry({ ...valid, plan: "pool-care" })).toEqual({ ok: false, errors: { plan: fieldMessages.plan.invalid } });
  });

  it("keeps the price estimate it came from as its canonical query, and drops one that is not an estimate", () => {
    const estimate = "work=gardening-mowing&size=300&work=&size=&town=gabrovo&season=spring&utm=x";
    expect(validateEnquiry({ ...valid, estimate })).toMatchObject({
      ok: true,
      enquiry: { estimate: "work=gardening-mowing&size=300&town=gabrovo&season=spring" },
    });
    for (const junk of ["", "town=gabrovo", "<script>", 42, ["work=x"]]) {
      expect(validateEnquiry({ ...valid, estimate: junk })).toMatchObject({ ok: true, enquiry: { estimate: null } });
    }
  });

  it("keeps line breaks in the message, but not runs of empty lines", () => {
    const result = validateEnquiry({ ...valid, message: "Ред едно\r\n\r\n\r\n\r\nРед две  \n ред три" });
    expect(result.ok && result.enquiry.message).toBe("Ред едно\n\nРед две\nред три");
  });

  it("lower-cases the e-mail and accepts it when reply by e-mail is chosen", () => {
    const result = validateEnquiry({ ...valid, email: " Maria@ABV.bg ", reply: "email" });
    expect(result.ok && result.enquiry.email).toBe("maria@abv.bg");
  });

  it("gives one Bulgarian message per invalid field", () => {
    const result = validateEnquiry({ ...emptyEnquiry });
    expect(result).toEqual({
      ok: false,
      errors: {
        name: fieldMessages.name.required,
        phone: fieldMessages.phone.required,
        service: fieldMessages.service.required,
        town: fieldMessages.town.required,
        message: fieldMessages.message.required,
      },
    });
  });

  it.each([
    [{ name: "М" }, "name", fieldMessages.name.short],
    [{ name: "М".repeat(81) }, "name", fieldMessages.name.long],
    [{ phone: "12345" }, "phone", fieldMessages.phone.invalid],
    [{ phone: "0".repeat(500) }, "phone", fieldMessages.phone.invalid],
    [{ email: "maria@" }, "email", fieldMessages.email.invalid],
    [{ email: "maria@abv" }, "email", fieldMessages.email.invalid],
    [{ reply: "email" }, "email", fieldMessages.email.needed],
    [{ service: "pools" }, "service", fieldMessages.service.required],
    [{ town: "  " }, "town", fieldMessages.town.required],
    [{ message: "Оферта" }, "message", fieldMessages.message.short],
    [{ message: "а".repeat(2001) }, "message", fieldMessages.message.long],
    [{ reply: "pigeon" }, "reply", fieldMessages.reply.required],
    [{ name: 42 }, "name", fieldMessages.name.required],
    [{ phone: ["0888123456", "0888123457"] }, "phone", fieldMessages.phone.required],
  ])("%j → %s: %s", (change, field, message) => {
    const result = validateEnquiry({ ...valid, ...change });
    expect(result).toEqual({ ok: false, errors: { [field]: message } });
  });

  it.each([null, undefined, "name=x", 42, [valid], { __proto__: valid }])("refuses %j without throwing", (input) => {
    const result = validateEnquiry(input);
    expect(result.ok).toBe(false);
  });

  it("counts the message's length after cleaning", () => {
    expect(validateEnquiry({ ...valid, message: `${"  ".repeat(3000)}Нужна ни е оферта за двор.` }).ok).toBe(true);
  });
});

describe("the e-mail a reply goes to", () => {
  const emailOf = (email: string) => validateEnquiry({ ...valid, email, reply: "email" });

  it.each([
    "victim,attacker@evil.example",
    "victim@abv.bg, attacker@evil.example",
    "victim@abv.bg;attacker@evil.example",
    "victim@abv.bg attacker@evil.example",
    "victim@attacker@evil.example",
  ])("refuses %j: one address only", (email) => {
    expect(emailOf(email)).toEqual({ ok: false, errors: { email: fieldMessages.email.single } });
  });

  it.each([
    '"><svg onload=alert(1)>@x.bg',
    '"><svg/onload=alert(1)>@x.bg',
    "Мария <maria@abv.bg>",
    "maria@abv.bg (Мария)",
    '"maria petrova"@abv.bg',
    "maria..petrova@abv.bg",
    ".maria@abv.bg",
    "maria.@abv.bg",
    "maria@[127.0.0.1]",
    "maria@localhost",
    "maria@-abv.bg",
    "maria@abv.bg.",
    "maria@abv..bg",
    "maria@abv.bg\r\nbcc: x@evil.example",
    "maria@abv.1",
    "@abv.bg",
  ])("refuses %j", (email) => {
    expect(emailOf(email).ok).toBe(false);
  });

  it.each(["ivan.petrov+oferta@abv.bg", "o'neil@example.co.uk", "info@xn--80ahvj.xn--90ae", "Office@Firma-Gradina.BG"])(
    "accepts %j, which a mail library reads as that one address",
    (email) => {
      const result = emailOf(email);
      expect(result.ok).toBe(true);
      const address = result.ok ? result.enquiry.email! : "";
      expect(addressparser(address)).toEqual([{ address, name: "" }]);
    },
  );

  it("every character the rule allows before the @ still makes one address for the mail library", () => {
    for (const character of "!#$%&'*+/=?^_`{|}~-") {
      const address = `a${character}b@abv.bg`;
      expect(emailOf(address).ok, address).toBe(true);
      expect(addressparser(address), address).toEqual([{ address, name: "" }]);
    }
  });

  it("checks a long hostile address quickly", () => {
    const started = performance.now();
    for (const email of [`${"a".repeat(250)}@`, `a@${"a".repeat(250)}`, `a@${"a-".repeat(125)}`, `${"a.".repeat(120)}@x`]) emailOf(email);
    expect(performance.now() - started).toBeLessThan(200);
  });
});

describe("invisible characters", () => {
  it.each(["\u3164", "\u2800", "\u115f", "\u1160", "\uffa0", "\u200b", "\u200d", "\u00ad", "\u2060", "\u202e", "\ufeff"])(
    "a name of only U+%s is empty",
    (character) => {
      const name = `${character.repeat(3)} ${character}`;
      expect(validateEnquiry({ ...valid, name })).toEqual({ ok: false, errors: { name: fieldMessages.name.required } });
    },
  );

  it("are taken out of what is kept", () => {
    const result = validateEnquiry({ ...valid, name: "Ма\u200dрия\u2800 Пет\u3164рова", town: "Тряв\u00adна" });
    expect(result.ok && [result.enquiry.name, result.enquiry.town]).toEqual(["Мария Петрова", "Трявна"]);
  });

  it("keep the zero-width joiner inside emoji sequences", () => {
    const emoji = ["👨\u200d👩\u200d👧", "🏳\ufe0f\u200d🌈", "👩🏽\u200d💻", "❤\ufe0f\u200d🔥"];
    const message = `Благодаря! ${emoji.join(" ")} Ще чакам.`;
    const result = validateEnquiry({ ...valid, message, name: `Мария ${emoji[0]}` });
    expect(result.ok && result.enquiry.message).toBe(message);
    expect(result.ok && result.enquiry.name).toBe(`Мария ${emoji[0]}`);
  });
});

describe("firstInvalidField", () => {
  it("follows the order of the form", () => {
    expect(firstInvalidField({ message: "x", phone: "y" })).toBe("phone");
    expect(firstInvalidField({})).toBeUndefined();
  });
});

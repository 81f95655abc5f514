import { describe, expect, it } from 'vitest';
import { emptyContact, emptyEventForm, emptyQuarterEvent, emptyQuarterlyForm, eventToInput, sumPeopleTrained, validateEvent, validateQuarterly, validUrl } from './trainingForms';

describe('training event report', () => {
  it('asks for every §5 field at submit, with the exact messages', () => {
    const f = emptyEventForm();
    f.hostWebsite = 'not a url';
    f.newPartnerships = [{ _id: 'p', orgName: '', orgDesc: '', orgWebsite: 'www.x.org', contactInfo: { ...emptyContact(), name: 'Ann' } }];
    f.newAdoptions = [{ _id: 'a', peopleGroupId: null, peopleGroupName: '', contactInfo: { ...emptyContact(), name: 'Bo' } }];
    const e = validateEvent(f);
    expect(e.regionCode).toBe('Please select a region');
    expect(e.eventDate).toBe('This field is required');
    expect(e.hostName).toBe('This field is required');
    expect(e.hostWebsite).toBe('Please enter a valid URL (https://www.example.com)');
    expect(e.numPeopleTrained).toBe('This field is required');
    expect(e.numUpgAdoptions).toBe('This field is required');
    expect(e.itsmModulesTaught).toBe('You must select at least one module');
    expect(e['eventAddress.label']).toBe('This field is required');
    expect(e['eventAddress.city']).toBe('This field is required');
    expect(e['eventAddress.country']).toBe('Please select a country');
    expect(e['newPartnerships.0.orgName']).toBe('This field is required');
    expect(e['newPartnerships.0.orgDesc']).toBe('This field is required');
    expect(e['newPartnerships.0.orgWebsite']).toBe('Please enter a valid URL (https://www.example.com)');
    expect(e['newAdoptions.0.peopleGroupId']).toBe('Please select a people group');
  });
  it('accepts a complete report and sends every module', () => {
    const f = { ...emptyEventForm(), regionCode: 'SA', eventDate: '2026-10-01', hostName: 'Grace Church', hostWebsite: 'https://grace.example.org', numPeopleTrained: '40', numUpgAdoptions: '0' };
    f.eventAddress = { label: 'Hall', city: 'Lima', country: 'PE' };
    f.itsmModulesTaught = { mod2: true };
    expect(validateEvent(f)).toEqual({});
    const input = eventToInput(f, { _id: 'r1', contactId: 'c1' });
    expect(input.reportType).toBe('TRAIN_EVENT');
    expect(input.numPeopleTrained).toBe(40);
    expect(input.itsmModulesTaught).toMatchObject({ intro: false, mod2: true, mod9: false });
  });
  it('takes ftp, http and https URLs without spaces', () => {
    expect(validUrl('ftp://files.example.org')).toBe(true);
    expect(validUrl('http://a.b/c d')).toBe(false);
    expect(validUrl('example.org')).toBe(false);
  });
});

describe('training quarterly report', () => {
  it('requires each event field and sums people trained', () => {
    const f = emptyQuarterlyForm('2026.Q3');
    f.events = [emptyQuarterEvent(), { ...emptyQuarterEvent(), date: '2026-08-01', numPeopleTrained: '12', city: 'Quito', country: 'EC', host: 'Hope' }];
    const e = validateQuarterly(f);
    expect(Object.keys(e).sort()).toEqual(['events.0.city', 'events.0.country', 'events.0.date', 'events.0.host', 'events.0.numPeopleTrained']);
    expect(new Set(Object.values(e))).toEqual(new Set(['This field is required']));
    expect(sumPeopleTrained(f)).toBe(12);
    expect(validateQuarterly({ ...f, quarter: '', events: [] })).toEqual({ quarter: 'Please select a quarter' });
  });
});

export { ContactPicker, FieldWorkerPicker, useContactLists, FIELD_WORKER_PICKER_SIZE, type PickedContact } from './ContactPicker';
export { CountryPicker, RegionPicker, countryName, countryNameOf, useCountries, type CountryOption } from './CountryPicker';
export { PeopleGroupPicker, peopleGroupLabel, type PickedPeopleGroup } from './PeopleGroupPicker';
export { HolisticProjectPicker, type PickedProject } from './HolisticProjectPicker';
export { AddressBlock, validateAddress, type Address, type AddressErrors } from './AddressBlock';
export { PotentialContactBlock, validatePotentialContact, POTENTIAL_ROLES, potentialRoleLabel, type PotentialContact } from './PotentialContactBlock';
export { addressLabels, type AddressLabels } from './addressLabels';

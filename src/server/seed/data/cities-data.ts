/**
 * Real cities with their state, tier (1-3), GST state code, company-registry state code, PIN range and
 * real locality names: the reference data every seed (demo or none) loads.
 */
export type CityData = {
  name: string;
  state: string;
  tier: 1 | 2 | 3;
  /** GSTIN state code (first two digits of a GSTIN). */
  gstStateCode: string;
  /** Two-letter state code used inside a CIN. */
  registryStateCode: string;
  /** Inclusive range of the city's postal PIN codes. */
  pinRange: readonly [number, number];
  /** Share of accounts placed in this city (relative weight). */
  weight: number;
  localities: readonly string[];
};

export const CITIES: readonly CityData[] = [
  { name: 'Mumbai', state: 'Maharashtra', tier: 1, gstStateCode: '27', registryStateCode: 'MH', pinRange: [400001, 400104], weight: 14,
    localities: ['Andheri West', 'Andheri East', 'Bandra West', 'Powai', 'Goregaon East', 'Malad West', 'Borivali West', 'Kandivali East', 'Chembur', 'Worli', 'Lower Parel', 'Juhu', 'Dadar West', 'Mulund West', 'Ghatkopar East', 'Santacruz East', 'Wadala', 'Jogeshwari East'] },
  { name: 'Pune', state: 'Maharashtra', tier: 1, gstStateCode: '27', registryStateCode: 'MH', pinRange: [411001, 411062], weight: 10,
    localities: ['Hinjewadi', 'Wakad', 'Baner', 'Kharadi', 'Viman Nagar', 'Hadapsar', 'Kothrud', 'Aundh', 'Magarpatta', 'Wagholi', 'Pimple Saudagar', 'Undri', 'Bavdhan', 'Balewadi'] },
  { name: 'Bengaluru', state: 'Karnataka', tier: 1, gstStateCode: '29', registryStateCode: 'KA', pinRange: [560001, 560103], weight: 12,
    localities: ['Whitefield', 'Electronic City', 'Sarjapur Road', 'HSR Layout', 'Koramangala', 'Indiranagar', 'Hebbal', 'Yelahanka', 'Marathahalli', 'Bellandur', 'JP Nagar', 'Jayanagar', 'Hennur', 'Bannerghatta Road', 'Devanahalli'] },
  { name: 'Hyderabad', state: 'Telangana', tier: 1, gstStateCode: '36', registryStateCode: 'TG', pinRange: [500001, 500100], weight: 9,
    localities: ['Gachibowli', 'HITEC City', 'Kondapur', 'Madhapur', 'Kukatpally', 'Manikonda', 'Banjara Hills', 'Jubilee Hills', 'Miyapur', 'Kokapet', 'Narsingi', 'Tellapur', 'Begumpet'] },
  { name: 'Chennai', state: 'Tamil Nadu', tier: 1, gstStateCode: '33', registryStateCode: 'TN', pinRange: [600001, 600130], weight: 7,
    localities: ['OMR', 'Velachery', 'Anna Nagar', 'Adyar', 'T Nagar', 'Porur', 'Sholinganallur', 'Perungudi', 'Tambaram', 'Medavakkam', 'Guindy', 'Pallavaram'] },
  { name: 'Delhi', state: 'Delhi', tier: 1, gstStateCode: '07', registryStateCode: 'DL', pinRange: [110001, 110096], weight: 7,
    localities: ['Dwarka', 'Rohini', 'Vasant Kunj', 'Saket', 'Lajpat Nagar', 'Janakpuri', 'Mayur Vihar', 'Greater Kailash', 'Pitampura', 'Karol Bagh', 'Hauz Khas', 'Punjabi Bagh'] },
  { name: 'Gurugram', state: 'Haryana', tier: 1, gstStateCode: '06', registryStateCode: 'HR', pinRange: [122001, 122018], weight: 6,
    localities: ['DLF Phase 1', 'DLF Phase 5', 'Sohna Road', 'Golf Course Road', 'Golf Course Extension Road', 'Sector 56', 'Dwarka Expressway', 'Sector 82', 'MG Road', 'Sushant Lok', 'New Gurgaon'] },
  { name: 'Noida', state: 'Uttar Pradesh', tier: 1, gstStateCode: '09', registryStateCode: 'UP', pinRange: [201301, 201310], weight: 5,
    localities: ['Sector 62', 'Sector 137', 'Sector 150', 'Sector 75', 'Sector 18', 'Noida Extension', 'Sector 128', 'Sector 78', 'Sector 44'] },
  { name: 'Kolkata', state: 'West Bengal', tier: 1, gstStateCode: '19', registryStateCode: 'WB', pinRange: [700001, 700160], weight: 5,
    localities: ['Salt Lake', 'New Town', 'Rajarhat', 'Ballygunge', 'Behala', 'Tollygunge', 'EM Bypass', 'Garia', 'Dum Dum', 'Alipore'] },
  { name: 'Ahmedabad', state: 'Gujarat', tier: 1, gstStateCode: '24', registryStateCode: 'GJ', pinRange: [380001, 380061], weight: 5,
    localities: ['SG Highway', 'Satellite', 'Bopal', 'Prahlad Nagar', 'Vastrapur', 'Thaltej', 'Chandkheda', 'Maninagar', 'Gota', 'Navrangpura', 'South Bopal'] },
  { name: 'Navi Mumbai', state: 'Maharashtra', tier: 1, gstStateCode: '27', registryStateCode: 'MH', pinRange: [400701, 400710], weight: 3,
    localities: ['Kharghar', 'Vashi', 'Nerul', 'Panvel', 'Airoli', 'Belapur CBD', 'Ulwe', 'Sanpada'] },
  { name: 'Thane', state: 'Maharashtra', tier: 1, gstStateCode: '27', registryStateCode: 'MH', pinRange: [400601, 400615], weight: 3,
    localities: ['Ghodbunder Road', 'Thane West', 'Majiwada', 'Kolshet Road', 'Hiranandani Estate', 'Kasarvadavali'] },
  { name: 'Jaipur', state: 'Rajasthan', tier: 2, gstStateCode: '08', registryStateCode: 'RJ', pinRange: [302001, 302039], weight: 2,
    localities: ['Malviya Nagar', 'Vaishali Nagar', 'Mansarovar', 'Jagatpura', 'C Scheme', 'Tonk Road', 'Ajmer Road'] },
  { name: 'Lucknow', state: 'Uttar Pradesh', tier: 2, gstStateCode: '09', registryStateCode: 'UP', pinRange: [226001, 226031], weight: 2,
    localities: ['Gomti Nagar', 'Hazratganj', 'Aliganj', 'Indira Nagar', 'Sushant Golf City', 'Jankipuram'] },
  { name: 'Chandigarh', state: 'Chandigarh', tier: 2, gstStateCode: '04', registryStateCode: 'CH', pinRange: [160001, 160036], weight: 1,
    localities: ['Sector 17', 'Sector 22', 'Sector 35', 'Manimajra', 'Sector 43'] },
  { name: 'Kochi', state: 'Kerala', tier: 2, gstStateCode: '32', registryStateCode: 'KL', pinRange: [682001, 682042], weight: 1,
    localities: ['Kakkanad', 'Edappally', 'Vyttila', 'Kaloor', 'Marine Drive', 'Aluva'] },
  { name: 'Indore', state: 'Madhya Pradesh', tier: 2, gstStateCode: '23', registryStateCode: 'MP', pinRange: [452001, 452020], weight: 1,
    localities: ['Vijay Nagar', 'Palasia', 'Rau', 'Nipania', 'Bhawarkuan', 'AB Road'] },
  { name: 'Nagpur', state: 'Maharashtra', tier: 2, gstStateCode: '27', registryStateCode: 'MH', pinRange: [440001, 440037], weight: 1,
    localities: ['Dharampeth', 'Manish Nagar', 'Wardha Road', 'Besa', 'Civil Lines'] },
  { name: 'Coimbatore', state: 'Tamil Nadu', tier: 2, gstStateCode: '33', registryStateCode: 'TN', pinRange: [641001, 641050], weight: 1,
    localities: ['RS Puram', 'Saravanampatti', 'Peelamedu', 'Gandhipuram', 'Vadavalli'] },
  { name: 'Surat', state: 'Gujarat', tier: 2, gstStateCode: '24', registryStateCode: 'GJ', pinRange: [395001, 395017], weight: 1,
    localities: ['Vesu', 'Adajan', 'Pal', 'Piplod', 'Althan', 'Katargam'] },
  { name: 'Vadodara', state: 'Gujarat', tier: 2, gstStateCode: '24', registryStateCode: 'GJ', pinRange: [390001, 390025], weight: 1,
    localities: ['Alkapuri', 'Gotri', 'Vasna Road', 'Manjalpur', 'Sama'] },
  { name: 'Bhubaneswar', state: 'Odisha', tier: 2, gstStateCode: '21', registryStateCode: 'OR', pinRange: [751001, 751031], weight: 1,
    localities: ['Patia', 'Chandrasekharpur', 'Khandagiri', 'Saheed Nagar', 'Jaydev Vihar'] },
  { name: 'Visakhapatnam', state: 'Andhra Pradesh', tier: 2, gstStateCode: '37', registryStateCode: 'AP', pinRange: [530001, 530053], weight: 1,
    localities: ['MVP Colony', 'Madhurawada', 'Gajuwaka', 'Seethammadhara', 'Rushikonda'] },
  { name: 'Bhopal', state: 'Madhya Pradesh', tier: 2, gstStateCode: '23', registryStateCode: 'MP', pinRange: [462001, 462047], weight: 1,
    localities: ['Arera Colony', 'Kolar Road', 'Hoshangabad Road', 'Bawadia Kalan'] },
  { name: 'Ghaziabad', state: 'Uttar Pradesh', tier: 2, gstStateCode: '09', registryStateCode: 'UP', pinRange: [201001, 201017], weight: 1,
    localities: ['Indirapuram', 'Vaishali', 'Raj Nagar Extension', 'Crossings Republik', 'Vasundhara'] },
  { name: 'Nashik', state: 'Maharashtra', tier: 3, gstStateCode: '27', registryStateCode: 'MH', pinRange: [422001, 422013], weight: 0.5,
    localities: ['Gangapur Road', 'College Road', 'Indira Nagar', 'Pathardi Phata'] },
  { name: 'Mysuru', state: 'Karnataka', tier: 3, gstStateCode: '29', registryStateCode: 'KA', pinRange: [570001, 570030], weight: 0.5,
    localities: ['Vijayanagar', 'Kuvempunagar', 'Hebbal', 'Bogadi'] },
  { name: 'Dehradun', state: 'Uttarakhand', tier: 3, gstStateCode: '05', registryStateCode: 'UR', pinRange: [248001, 248009], weight: 0.5,
    localities: ['Rajpur Road', 'Sahastradhara Road', 'Clement Town', 'Prem Nagar'] },
  { name: 'Raipur', state: 'Chhattisgarh', tier: 3, gstStateCode: '22', registryStateCode: 'CT', pinRange: [492001, 492015], weight: 0.5,
    localities: ['Shankar Nagar', 'Telibandha', 'Amlidih', 'Kachna'] },
  { name: 'Guwahati', state: 'Assam', tier: 3, gstStateCode: '18', registryStateCode: 'AS', pinRange: [781001, 781040], weight: 0.5,
    localities: ['Beltola', 'Zoo Road', 'Six Mile', 'Ganeshguri', 'Khanapara'] },
  { name: 'Ranchi', state: 'Jharkhand', tier: 3, gstStateCode: '20', registryStateCode: 'JH', pinRange: [834001, 834012], weight: 0.5,
    localities: ['Lalpur', 'Kanke Road', 'Harmu', 'Bariatu'] },
];

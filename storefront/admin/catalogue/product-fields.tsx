// The product form's fields (docs/product.md#product-fields): names, prices with the 2/3/5 bundle prices, discount,
// free delivery, ribbon, brand and shop, stock, visibility, pictures and video.
import type { ActionResult } from '../../../shop-rules/api/backoffice';
import { CheckField, SelectField, TextArea, TextField } from '../shared/field';
import { formDefaults } from '../shared/form-defaults';
import { moneyInput } from '../shared/money';

export interface ProductValues {
  name: string;
  description: string;
  categoryNo: number | null;
  brand: string;
  shopNo: number | null;
  barcode: string;
  sku: string;
  salesPrice: number | null;
  purchasePrice: number | null;
  salesPrice2: number | null;
  salesPrice3: number | null;
  salesPrice5: number | null;
  discountPercent: string;
  freeDelivery: boolean;
  freeDeliveryQuantity: number;
  ribbonText: string | null;
  stock: number;
  isSoldOut: boolean;
  isActive: boolean;
  arrivalDate: string;
  countryOfOrigin: string | null;
  sortOrder: number;
  lowStockAt: number | null;
  videoFile: string | null;
}

export interface ProductChoices {
  categories: { categoryNo: number; label: string }[];
  shops: { shopNo: number; name: string }[];
}

/**
 * Every field of the product form. Its messages come from the form's one place (useAdminForm): the shared
 * schema's check in the browser, or the server's answer.
 */
export function ProductFields({
  p,
  choices,
  result,
  error,
  hasVariants,
}: {
  p: ProductValues;
  choices: ProductChoices;
  result: ActionResult | undefined;
  error: (name: string) => string | undefined;
  hasVariants: boolean;
}) {
  const d = formDefaults(result);
  const err = error;
  return (
    <>
      <ProductBasics p={p} d={d} err={err} choices={choices} />
      <ProductPrices p={p} d={d} err={err} />
      <ProductDelivery p={p} d={d} err={err} hasVariants={hasVariants} />
      <ProductMedia p={p} err={err} />
    </>
  );
}

interface PartProps {
  p: ProductValues;
  d: ReturnType<typeof formDefaults>;
  err: (name: string) => string | undefined;
}

function ProductBasics({ p, d, err, choices }: PartProps & { choices: ProductChoices }) {
  return (
    <fieldset className="admin-fieldset">
      <legend>Product</legend>
      <TextField
        label="Product name"
        name="name"
        required
        maxLength={200}
        defaultValue={d.text('name', p.name)}
        error={err('name')}
      />
      <TextArea
        label="Description"
        name="description"
        maxLength={5000}
        rows={6}
        defaultValue={d.text('description', p.description)}
        error={err('description')}
      />
      <div className="admin-grid">
        <SelectField
          label="Category"
          name="categoryNo"
          required
          defaultValue={d.text('categoryNo', p.categoryNo)}
          error={err('categoryNo')}
        >
          <option value="">Choose a category</option>
          {choices.categories.map((c) => (
            <option key={c.categoryNo} value={c.categoryNo}>
              {c.label}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Brand (style)"
          name="brand"
          maxLength={100}
          defaultValue={d.text('brand', p.brand)}
          error={err('brand')}
        />
        <SelectField label="Shop" name="shopNo" defaultValue={d.text('shopNo', p.shopNo)} error={err('shopNo')}>
          <option value="">No particular shop</option>
          {choices.shops.map((s) => (
            <option key={s.shopNo} value={s.shopNo}>
              {s.shopNo} {s.name}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Barcode (UPC)"
          name="barcode"
          maxLength={50}
          defaultValue={d.text('barcode', p.barcode)}
          error={err('barcode')}
        />
        <TextField
          label="Stock code (SKU)"
          name="sku"
          maxLength={50}
          defaultValue={d.text('sku', p.sku)}
          error={err('sku')}
        />
        <TextField
          label="Country of origin"
          name="countryOfOrigin"
          maxLength={60}
          defaultValue={d.text('countryOfOrigin', p.countryOfOrigin)}
          error={err('countryOfOrigin')}
        />
      </div>
    </fieldset>
  );
}

function ProductPrices({ p, d, err }: PartProps) {
  return (
    <fieldset className="admin-fieldset">
      <legend>Prices in TT$</legend>
      <div className="admin-grid">
        <TextField
          label="Sales price"
          name="salesPrice"
          required
          inputMode="decimal"
          defaultValue={d.text('salesPrice', moneyInput(p.salesPrice))}
          error={err('salesPrice')}
        />
        <TextField
          label="Purchase price (never shown to shoppers)"
          name="purchasePrice"
          inputMode="decimal"
          defaultValue={d.text('purchasePrice', moneyInput(p.purchasePrice))}
          error={err('purchasePrice')}
        />
        <TextField
          label="Price for 2"
          name="salesPrice2"
          inputMode="decimal"
          hint="Blank: no bundle price."
          defaultValue={d.text('salesPrice2', moneyInput(p.salesPrice2))}
          error={err('salesPrice2')}
        />
        <TextField
          label="Price for 3"
          name="salesPrice3"
          inputMode="decimal"
          defaultValue={d.text('salesPrice3', moneyInput(p.salesPrice3))}
          error={err('salesPrice3')}
        />
        <TextField
          label="Price for 5"
          name="salesPrice5"
          inputMode="decimal"
          defaultValue={d.text('salesPrice5', moneyInput(p.salesPrice5))}
          error={err('salesPrice5')}
        />
        <TextField
          label="Discount percent"
          name="discountPercent"
          inputMode="decimal"
          defaultValue={d.text('discountPercent', p.discountPercent)}
          error={err('discountPercent')}
        />
      </div>
    </fieldset>
  );
}

function ProductDelivery({ p, d, err, hasVariants }: PartProps & { hasVariants: boolean }) {
  return (
    <fieldset className="admin-fieldset">
      <legend>Delivery, ribbon and stock</legend>
      <div className="admin-grid">
        <div>
          <CheckField
            label="Free delivery"
            name="freeDelivery"
            defaultChecked={d.checked('freeDelivery', p.freeDelivery)}
          />
          <TextField
            label="Free delivery from quantity"
            name="freeDeliveryQuantity"
            inputMode="numeric"
            hint="Above 1 shows the free-delivery badge."
            defaultValue={d.text('freeDeliveryQuantity', p.freeDeliveryQuantity)}
            error={err('freeDeliveryQuantity')}
          />
        </div>
        <TextField
          label="Ribbon text"
          name="ribbonText"
          maxLength={40}
          defaultValue={d.text('ribbonText', p.ribbonText)}
          error={err('ribbonText')}
        />
        <TextField
          label="Stock"
          name="stock"
          inputMode="numeric"
          readOnly={hasVariants}
          hint={hasVariants ? 'The sum of the variants below.' : undefined}
          defaultValue={d.text('stock', p.stock)}
          error={err('stock')}
        />
        <div>
          <CheckField label="Sold out" name="isSoldOut" defaultChecked={d.checked('isSoldOut', p.isSoldOut)} />
          <CheckField label="Shown in the shop" name="isActive" defaultChecked={d.checked('isActive', p.isActive)} />
        </div>
        <TextField
          label="Low stock at"
          name="lowStockAt"
          inputMode="numeric"
          hint="Blank: the shop's level from the settings. At or below it, the product (or each variant) is low."
          defaultValue={d.text('lowStockAt', p.lowStockAt)}
          error={err('lowStockAt')}
        />
        <TextField
          label="Arrival date"
          name="arrivalDate"
          type="date"
          defaultValue={d.text('arrivalDate', p.arrivalDate)}
          error={err('arrivalDate')}
        />
        <TextField
          label="Position"
          name="sortOrder"
          inputMode="numeric"
          defaultValue={d.text('sortOrder', p.sortOrder)}
          error={err('sortOrder')}
        />
      </div>
    </fieldset>
  );
}

function ProductMedia({ p, err }: Omit<PartProps, 'd'>) {
  return (
    <fieldset className="admin-fieldset">
      <legend>Pictures and video</legend>
      <TextField
        label="Add pictures"
        name="images"
        type="file"
        multiple
        accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
        hint="JPEG, PNG, WebP, GIF or AVIF, up to 10 MB each; made 800 px for the detail page and 320 px for the card."
        error={err('images')}
      />
      <TextField
        label="Video"
        name="video"
        type="file"
        accept="video/mp4,video/webm"
        hint={
          p.videoFile
            ? `Now: ${p.videoFile}. Choose a file to replace it (MP4 or WebM, up to 40 MB).`
            : 'Optional: MP4 or WebM, up to 40 MB.'
        }
        error={err('video')}
      />
      {p.videoFile ? <CheckField label="Remove the video" name="removeVideo" defaultChecked={false} /> : null}
    </fieldset>
  );
}

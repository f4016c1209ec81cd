// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {Ownable2Step} from "@openzeppelin/contracts/access/Ownable2Step.sol";
import {Math} from "@openzeppelin/contracts/utils/math/Math.sol";
import {Pausable} from "@openzeppelin/contracts/utils/Pausable.sol";
import {ReentrancyGuard} from "@openzeppelin/contracts/utils/ReentrancyGuard.sol";

/// @title CareLedger marketplace
/// @notice Sellers list medical supplies; buyers pay into escrow; the seller is credited on delivery and every
/// refund credits the buyer. Money only leaves the contract through `withdraw` (pull payments).
///
/// Order lifecycle and who may move it:
///
/// - Pending: the seller confirms (-> Confirmed) or rejects (-> Rejected); the buyer cancels (-> Cancelled) at any
///   time.
/// - Confirmed: the seller ships (-> Shipped) or rejects; once `SHIPPING_TIMEOUT` has passed since `confirmedAt`
///   without a shipment, the buyer may also cancel (-> Cancelled, refunded). Until the buyer does, the seller can
///   still ship: whichever transaction comes first wins.
/// - Shipped: the buyer confirms delivery (-> Delivered); once `DELIVERY_TIMEOUT` has passed since `shippedAt`,
///   the seller may finalise (-> Delivered) too.
/// - Delivered credits the seller with the order total; Cancelled and Rejected credit the buyer with it and
///   return the units to the listing. These three are final.
///
/// @dev Invariant: `address(this).balance` equals the sum of `balances` plus the totals of the orders that are
/// Pending, Confirmed or Shipped (open escrow), except for ether forced in without a call (selfdestruct, block
/// rewards), which only ever adds to the left-hand side and is never paid out.
///
/// Every event carries the full resulting state of what it changed, so an indexer never has to read storage or
/// join: `ProductListed`/`ProductUpdated`/`ProductActiveSet` the product's fields, `OrderPlaced` the whole new order
/// and its product's remaining inventory, `OrderStatusChanged` the order's mutable fields (status, confirmedAt,
/// shippedAt) with its product id and that product's resulting inventory, `Credited` the resulting balance, and
/// `Withdrawn` the amount (the balance is then zero).
///
/// The only external call is the payout in `withdraw`, made after the balance is zeroed (checks-effects-
/// interactions). Every function that moves escrow or balances is `nonReentrant`, so no escrow or balance can
/// change while that payout runs, whatever the receiving contract does.
///
/// The owner can only pause and unpause purchases and hand ownership over in two steps: it cannot touch products,
/// orders or balances, and it cannot renounce ownership (which could leave purchases paused for good).
contract CareLedgerMarketplace is Ownable2Step, Pausable, ReentrancyGuard {
    enum OrderStatus {
        Pending,
        Confirmed,
        Shipped,
        Delivered,
        Cancelled,
        Rejected
    }

    struct Product {
        address seller;
        bool active;
        uint256 price;
        /// Units open for new orders. Units held by open orders are not part of it; they come back when such an
        /// order is cancelled or rejected. type(uint256).max means "unlimited" and stays so.
        uint256 inventory;
        bytes32 metadataHash;
    }

    /// @dev New fields are appended so the positions of the older ones in the `orders` getter do not move.
    struct Order {
        uint256 productId;
        address buyer;
        address seller;
        uint256 quantity;
        uint256 unitPrice;
        uint256 total;
        OrderStatus status;
        /// Block time the seller shipped; 0 until then.
        uint64 shippedAt;
        /// Block time the seller confirmed; 0 until then.
        uint64 confirmedAt;
        /// The product description the buyer bought (the listing's metadata hash at the purchase).
        bytes32 metadataHash;
    }

    /// @notice How long after shipping the seller must wait before finalising an order the buyer never confirmed.
    uint256 public constant DELIVERY_TIMEOUT = 14 days;
    /// @notice How long after confirming the seller has to ship before the buyer may cancel the order and be
    /// refunded (`cancelOrder` on a Confirmed order). Mirrors `DELIVERY_TIMEOUT`.
    uint256 public constant SHIPPING_TIMEOUT = 14 days;

    /// @notice Number of products listed so far; product ids run from 1 to `productCount`.
    uint256 public productCount;
    /// @notice Number of orders placed so far; order ids run from 1 to `orderCount`.
    uint256 public orderCount;

    mapping(uint256 productId => Product) public products;
    mapping(uint256 orderId => Order) public orders;
    /// @notice Wei each account can withdraw (seller proceeds and buyer refunds).
    mapping(address account => uint256) public balances;

    event ProductListed(
        uint256 indexed productId, address indexed seller, uint256 price, uint256 inventory, bytes32 metadataHash
    );
    event ProductUpdated(uint256 indexed productId, uint256 price, uint256 inventory, bytes32 metadataHash);
    event ProductActiveSet(uint256 indexed productId, bool active);
    /// @notice A new order, Pending, with `confirmedAt` and `shippedAt` zero.
    event OrderPlaced(
        uint256 indexed orderId,
        uint256 productId,
        address indexed buyer,
        address indexed seller,
        uint256 quantity,
        uint256 unitPrice,
        uint256 total,
        bytes32 metadataHash,
        uint256 remainingInventory
    );
    /// @notice An order's new status with its timestamps, and the resulting inventory of its product.
    event OrderStatusChanged(
        uint256 indexed orderId,
        uint256 productId,
        OrderStatus status,
        uint64 confirmedAt,
        uint64 shippedAt,
        uint256 productInventory
    );
    event Credited(address indexed account, uint256 amount, uint256 balance);
    event Withdrawn(address indexed account, uint256 amount);

    error ProductNotFound(uint256 productId);
    error OrderNotFound(uint256 orderId);
    error NotSeller(address caller);
    error NotBuyer(address caller);
    error ZeroPrice();
    error ProductInactive(uint256 productId);
    error InvalidQuantity(uint256 quantity, uint256 inventory);
    error PriceChanged(uint256 expectedUnitPrice, uint256 unitPrice);
    /// @notice The listing's description is not the one the buyer was shown.
    error MetadataChanged(bytes32 expectedMetadataHash, bytes32 metadataHash);
    /// @notice `unitPrice * quantity` does not fit in a uint256 (no payment could ever match it).
    error TotalOverflow(uint256 unitPrice, uint256 quantity);
    error WrongPayment(uint256 expected, uint256 sent);
    error InvalidTransition(OrderStatus from, OrderStatus to);
    /// @notice The timeout has not passed yet; the call is allowed from block time `allowedAt`.
    error TooEarly(uint256 allowedAt);
    error NothingToWithdraw();
    error TransferFailed(address account, uint256 amount);
    /// @notice Ownership cannot be renounced; it only moves by `transferOwnership` + `acceptOwnership`.
    error RenounceOwnershipDisabled();

    constructor() Ownable(msg.sender) {}

    // ---------------------------------------------------------------- products

    /// @notice Lists a new product sold by the caller. It starts active.
    /// @param inventory Units open for orders; type(uint256).max for "unlimited".
    function listProduct(uint256 price, uint256 inventory, bytes32 metadataHash)
        external
        returns (uint256 productId)
    {
        if (price == 0) revert ZeroPrice();
        productId = ++productCount;
        products[productId] = Product({
            seller: msg.sender, active: true, price: price, inventory: inventory, metadataHash: metadataHash
        });
        emit ProductListed(productId, msg.sender, price, inventory, metadataHash);
    }

    /// @notice Replaces the price, inventory and metadata hash of one of the caller's products.
    /// @dev Orders already placed keep the price and description they were bought at. `inventory` is the number
    /// of units open for new orders: units held by open orders are not part of it, and they are added back to it
    /// (saturating at type(uint256).max) if their order is later cancelled or rejected.
    function updateProduct(uint256 productId, uint256 price, uint256 inventory, bytes32 metadataHash) external {
        Product storage product = _sellerProduct(productId);
        if (price == 0) revert ZeroPrice();
        product.price = price;
        product.inventory = inventory;
        product.metadataHash = metadataHash;
        emit ProductUpdated(productId, price, inventory, metadataHash);
    }

    /// @notice Opens or closes one of the caller's products for purchase.
    function setActive(uint256 productId, bool active) external {
        Product storage product = _sellerProduct(productId);
        product.active = active;
        emit ProductActiveSet(productId, active);
    }

    // ------------------------------------------------------------------ orders

    /// @notice Buys `quantity` units, paying exactly `price * quantity` into escrow.
    /// @param expectedUnitPrice The price the buyer was quoted; a different current price reverts with
    /// `PriceChanged`, so a seller cannot raise the price between the quote and the purchase.
    /// @param expectedMetadataHash The description the buyer was shown; a different current one reverts with
    /// `MetadataChanged`, so a seller cannot swap the description ahead of the purchase. The order records it.
    function purchase(uint256 productId, uint256 quantity, uint256 expectedUnitPrice, bytes32 expectedMetadataHash)
        external
        payable
        nonReentrant
        whenNotPaused
        returns (uint256 orderId)
    {
        Product storage product = _existingProduct(productId);
        if (!product.active) revert ProductInactive(productId);
        uint256 inventory = product.inventory;
        if (quantity == 0 || quantity > inventory) revert InvalidQuantity(quantity, inventory);
        uint256 price = product.price;
        if (price != expectedUnitPrice) revert PriceChanged(expectedUnitPrice, price);
        bytes32 metadataHash = product.metadataHash;
        if (metadataHash != expectedMetadataHash) revert MetadataChanged(expectedMetadataHash, metadataHash);
        (bool fits, uint256 total) = Math.tryMul(price, quantity);
        if (!fits) revert TotalOverflow(price, quantity);
        if (msg.value != total) revert WrongPayment(total, msg.value);

        unchecked {
            // quantity <= inventory was checked above.
            product.inventory = inventory - quantity;
        }
        orderId = _placeOrder(productId, product, quantity, total);
    }

    /// @notice The seller accepts a pending order; this starts the shipping timeout.
    function confirmOrder(uint256 orderId) external {
        Order storage order = _sellerOrder(orderId);
        _requireStatus(order, OrderStatus.Pending, OrderStatus.Confirmed);
        order.confirmedAt = uint64(block.timestamp);
        _setStatus(orderId, order, OrderStatus.Confirmed);
    }

    /// @notice The seller ships a confirmed order; this starts the delivery timeout. Allowed as long as the buyer
    /// has not cancelled, even after `SHIPPING_TIMEOUT`.
    function shipOrder(uint256 orderId) external {
        Order storage order = _sellerOrder(orderId);
        _requireStatus(order, OrderStatus.Confirmed, OrderStatus.Shipped);
        order.shippedAt = uint64(block.timestamp);
        _setStatus(orderId, order, OrderStatus.Shipped);
    }

    /// @notice The buyer confirms receipt; the seller is credited with the order total.
    function confirmDelivery(uint256 orderId) external nonReentrant {
        Order storage order = _buyerOrder(orderId);
        _deliver(orderId, order);
    }

    /// @notice The seller completes a shipped order the buyer did not confirm within `DELIVERY_TIMEOUT`.
    function finalizeOrder(uint256 orderId) external nonReentrant {
        Order storage order = _sellerOrder(orderId);
        if (order.status == OrderStatus.Shipped) {
            uint256 finalizableAt = uint256(order.shippedAt) + DELIVERY_TIMEOUT;
            if (block.timestamp < finalizableAt) revert TooEarly(finalizableAt);
        }
        _deliver(orderId, order);
    }

    /// @notice The buyer cancels an order the seller has not shipped: a Pending order at any time, a Confirmed
    /// one from `confirmedAt + SHIPPING_TIMEOUT` on (before that it reverts with `TooEarly(thatTime)`). The total
    /// is credited to the buyer's balance and the units return to the listing's inventory.
    function cancelOrder(uint256 orderId) external nonReentrant {
        Order storage order = _buyerOrder(orderId);
        OrderStatus status = order.status;
        if (status == OrderStatus.Confirmed) {
            uint256 cancellableAt = uint256(order.confirmedAt) + SHIPPING_TIMEOUT;
            if (block.timestamp < cancellableAt) revert TooEarly(cancellableAt);
        } else if (status != OrderStatus.Pending) {
            revert InvalidTransition(status, OrderStatus.Cancelled);
        }
        _refund(orderId, order, OrderStatus.Cancelled);
    }

    /// @notice The seller rejects a pending or confirmed order; the total is credited to the buyer's balance and
    /// the units return to the listing's inventory.
    function rejectOrder(uint256 orderId) external nonReentrant {
        Order storage order = _sellerOrder(orderId);
        OrderStatus status = order.status;
        if (status != OrderStatus.Pending && status != OrderStatus.Confirmed) {
            revert InvalidTransition(status, OrderStatus.Rejected);
        }
        _refund(orderId, order, OrderStatus.Rejected);
    }

    // ---------------------------------------------------------------- payments

    /// @notice Pays out the caller's whole balance. Works while paused so nobody's money is ever locked.
    /// @dev A receiver that refuses the payment makes only its own withdrawal revert (`TransferFailed`); its
    /// balance stays and nobody else is affected.
    function withdraw() external nonReentrant {
        uint256 amount = balances[msg.sender];
        if (amount == 0) revert NothingToWithdraw();
        balances[msg.sender] = 0;
        emit Withdrawn(msg.sender, amount);
        (bool sent,) = payable(msg.sender).call{value: amount}("");
        if (!sent) revert TransferFailed(msg.sender, amount);
    }

    // ------------------------------------------------------------------- admin

    /// @notice Stops new purchases. Order handling and withdrawals keep working.
    function pause() external onlyOwner {
        _pause();
    }

    function unpause() external onlyOwner {
        _unpause();
    }

    /// @notice Disabled: always reverts with `RenounceOwnershipDisabled`, whoever calls. Without an owner a pause
    /// could never be lifted; ownership only moves through the two-step `transferOwnership` + `acceptOwnership`.
    /// @dev `pure` because it reads nothing (a `nonpayable` override draws a compiler warning); sent as a
    /// transaction it reverts all the same.
    function renounceOwnership() public pure override {
        revert RenounceOwnershipDisabled();
    }

    // ---------------------------------------------------------------- internal

    function _existingProduct(uint256 productId) private view returns (Product storage product) {
        product = products[productId];
        if (product.seller == address(0)) revert ProductNotFound(productId);
    }

    function _sellerProduct(uint256 productId) private view returns (Product storage product) {
        product = _existingProduct(productId);
        if (product.seller != msg.sender) revert NotSeller(msg.sender);
    }

    function _existingOrder(uint256 orderId) private view returns (Order storage order) {
        order = orders[orderId];
        if (order.buyer == address(0)) revert OrderNotFound(orderId);
    }

    function _sellerOrder(uint256 orderId) private view returns (Order storage order) {
        order = _existingOrder(orderId);
        if (order.seller != msg.sender) revert NotSeller(msg.sender);
    }

    function _buyerOrder(uint256 orderId) private view returns (Order storage order) {
        order = _existingOrder(orderId);
        if (order.buyer != msg.sender) revert NotBuyer(msg.sender);
    }

    /// @dev Records a checked purchase (the product's inventory already reduced) and emits it.
    function _placeOrder(uint256 productId, Product storage product, uint256 quantity, uint256 total)
        private
        returns (uint256 orderId)
    {
        orderId = ++orderCount;
        Order memory order = Order({
            productId: productId,
            buyer: msg.sender,
            seller: product.seller,
            quantity: quantity,
            unitPrice: product.price,
            total: total,
            status: OrderStatus.Pending,
            shippedAt: 0,
            confirmedAt: 0,
            metadataHash: product.metadataHash
        });
        orders[orderId] = order;
        emit OrderPlaced(
            orderId,
            productId,
            msg.sender,
            order.seller,
            quantity,
            order.unitPrice,
            total,
            order.metadataHash,
            product.inventory
        );
    }

    function _requireStatus(Order storage order, OrderStatus from, OrderStatus to) private view {
        if (order.status != from) revert InvalidTransition(order.status, to);
    }

    /// @dev Sets the status and emits it with the order's timestamps and its product's current inventory.
    function _setStatus(uint256 orderId, Order storage order, OrderStatus to) private {
        order.status = to;
        uint256 productId = order.productId;
        emit OrderStatusChanged(
            orderId, productId, to, order.confirmedAt, order.shippedAt, products[productId].inventory
        );
    }

    function _deliver(uint256 orderId, Order storage order) private {
        _requireStatus(order, OrderStatus.Shipped, OrderStatus.Delivered);
        _setStatus(orderId, order, OrderStatus.Delivered);
        _credit(order.seller, order.total);
    }

    /// @dev The caller has checked the transition. The units go back to the listing whatever the seller has done
    /// to it since (updated, deactivated): `inventory` counts units open for orders, and these are open again.
    /// The addition saturates, so a listing at type(uint256).max ("unlimited") stays unlimited and a refund can
    /// never be blocked by the seller's inventory figure.
    function _refund(uint256 orderId, Order storage order, OrderStatus to) private {
        Product storage product = products[order.productId];
        product.inventory = Math.saturatingAdd(product.inventory, order.quantity);
        _setStatus(orderId, order, to);
        _credit(order.buyer, order.total);
    }

    /// @dev Cannot overflow: every balance is part of the ether the contract holds.
    function _credit(address account, uint256 amount) private {
        uint256 balance = balances[account] + amount;
        balances[account] = balance;
        emit Credited(account, amount, balance);
    }
}

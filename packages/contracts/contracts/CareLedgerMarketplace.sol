// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {Ownable2Step} from "@openzeppelin/contracts/access/Ownable2Step.sol";
import {Pausable} from "@openzeppelin/contracts/utils/Pausable.sol";
import {ReentrancyGuard} from "@openzeppelin/contracts/utils/ReentrancyGuard.sol";

/// @title CareLedger marketplace
/// @notice Sellers list medical supplies; buyers pay into escrow; the seller is credited on delivery and every
/// refund credits the buyer. Money only leaves the contract through `withdraw` (pull payments).
/// @dev Every event carries the full resulting state so an indexer never has to read storage.
/// The owner can only pause and unpause purchases: it cannot touch products, orders or balances.
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
        uint256 inventory;
        bytes32 metadataHash;
    }

    struct Order {
        uint256 productId;
        address buyer;
        address seller;
        uint256 quantity;
        uint256 unitPrice;
        uint256 total;
        OrderStatus status;
        uint64 shippedAt;
    }

    /// @notice How long after shipping the seller must wait before finalising an order the buyer never confirmed.
    uint256 public constant DELIVERY_TIMEOUT = 14 days;

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
    event OrderPlaced(
        uint256 indexed orderId,
        uint256 productId,
        address indexed buyer,
        address indexed seller,
        uint256 quantity,
        uint256 unitPrice,
        uint256 total,
        uint256 remainingInventory
    );
    event OrderStatusChanged(uint256 indexed orderId, OrderStatus status, uint256 productInventory);
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
    error WrongPayment(uint256 expected, uint256 sent);
    error InvalidTransition(OrderStatus from, OrderStatus to);
    error TooEarly(uint256 finalizableAt);
    error NothingToWithdraw();
    error TransferFailed(address account, uint256 amount);

    constructor() Ownable(msg.sender) {}

    // ---------------------------------------------------------------- products

    /// @notice Lists a new product sold by the caller. It starts active.
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
    /// @dev Orders already placed keep the price they were paid at.
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
    /// @param expectedUnitPrice The price the buyer was quoted; a different current price reverts, so a seller
    /// cannot raise the price between the quote and the purchase.
    function purchase(uint256 productId, uint256 quantity, uint256 expectedUnitPrice)
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
        uint256 total = price * quantity;
        if (msg.value != total) revert WrongPayment(total, msg.value);

        uint256 remaining;
        unchecked {
            // quantity <= inventory was checked above.
            remaining = inventory - quantity;
        }
        product.inventory = remaining;
        orderId = ++orderCount;
        orders[orderId] = Order({
            productId: productId,
            buyer: msg.sender,
            seller: product.seller,
            quantity: quantity,
            unitPrice: price,
            total: total,
            status: OrderStatus.Pending,
            shippedAt: 0
        });
        emit OrderPlaced(orderId, productId, msg.sender, product.seller, quantity, price, total, remaining);
    }

    /// @notice The seller accepts a pending order.
    function confirmOrder(uint256 orderId) external {
        Order storage order = _sellerOrder(orderId);
        _transition(orderId, order, OrderStatus.Pending, OrderStatus.Confirmed);
    }

    /// @notice The seller ships a confirmed order; this starts the delivery timeout.
    function shipOrder(uint256 orderId) external {
        Order storage order = _sellerOrder(orderId);
        order.shippedAt = uint64(block.timestamp);
        _transition(orderId, order, OrderStatus.Confirmed, OrderStatus.Shipped);
    }

    /// @notice The buyer confirms receipt; the seller is credited with the order total.
    function confirmDelivery(uint256 orderId) external {
        Order storage order = _buyerOrder(orderId);
        _deliver(orderId, order);
    }

    /// @notice The seller completes a shipped order the buyer did not confirm within `DELIVERY_TIMEOUT`.
    function finalizeOrder(uint256 orderId) external {
        Order storage order = _sellerOrder(orderId);
        if (order.status == OrderStatus.Shipped) {
            uint256 finalizableAt = uint256(order.shippedAt) + DELIVERY_TIMEOUT;
            if (block.timestamp < finalizableAt) revert TooEarly(finalizableAt);
        }
        _deliver(orderId, order);
    }

    /// @notice The buyer cancels an order the seller has not confirmed yet; the total is refunded to the buyer's
    /// balance and the units return to inventory.
    function cancelOrder(uint256 orderId) external {
        Order storage order = _buyerOrder(orderId);
        _refund(orderId, order, OrderStatus.Cancelled);
    }

    /// @notice The seller rejects a pending or confirmed order; the total is refunded to the buyer's balance and the
    /// units return to inventory.
    function rejectOrder(uint256 orderId) external {
        Order storage order = _sellerOrder(orderId);
        _refund(orderId, order, OrderStatus.Rejected);
    }

    // ---------------------------------------------------------------- payments

    /// @notice Pays out the caller's whole balance. Works while paused so nobody's money is ever locked.
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

    function _transition(uint256 orderId, Order storage order, OrderStatus from, OrderStatus to) private {
        if (order.status != from) revert InvalidTransition(order.status, to);
        order.status = to;
        emit OrderStatusChanged(orderId, to, products[order.productId].inventory);
    }

    function _deliver(uint256 orderId, Order storage order) private {
        _transition(orderId, order, OrderStatus.Shipped, OrderStatus.Delivered);
        _credit(order.seller, order.total);
    }

    function _refund(uint256 orderId, Order storage order, OrderStatus to) private {
        OrderStatus status = order.status;
        bool allowed = status == OrderStatus.Pending || (to == OrderStatus.Rejected && status == OrderStatus.Confirmed);
        if (!allowed) revert InvalidTransition(status, to);
        order.status = to;
        Product storage product = products[order.productId];
        uint256 inventory = product.inventory + order.quantity;
        product.inventory = inventory;
        emit OrderStatusChanged(orderId, to, inventory);
        _credit(order.buyer, order.total);
    }

    function _credit(address account, uint256 amount) private {
        uint256 balance = balances[account] + amount;
        balances[account] = balance;
        emit Credited(account, amount, balance);
    }
}
